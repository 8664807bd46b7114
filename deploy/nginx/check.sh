#!/usr/bin/env bash
# Checks pitchside.conf with the nginx of this machine (`nginx -t`), inside a minimal main configuration
# that loads the Brotli static module. (npm test runs the file for real: server/test/battery/topology.battery.ts.)
# Usage: bash deploy/nginx/check.sh   (BROTLI_STATIC_MODULE=<path of the .so> if not Debian's)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
module="${BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cat >"$work/nginx.conf" <<CONF
load_module $module;
pid $work/nginx.pid;
error_log stderr;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    include $here/pitchside.conf;
}
CONF
nginx -t -p "$work" -c "$work/nginx.conf"
