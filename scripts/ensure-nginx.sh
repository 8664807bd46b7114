#!/usr/bin/env bash
# The topology battery puts Debian's nginx (with the Brotli static module that deploy/nginx/pitchside.conf
# uses) in front of two API instances. Installs both packages when missing and this shell may.
set -euo pipefail
MODULE="${BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
if command -v nginx >/dev/null && [ -f "$MODULE" ]; then nginx -v; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› installing nginx and its Brotli static module from Debian's packages"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static >/dev/null
  # The package starts a daemon on port 80 where an init system exists; the battery runs its own.
  if command -v service >/dev/null; then service nginx stop >/dev/null 2>&1 || true; fi
  nginx -v
else
  echo "nginx with the Brotli static module not found: apt-get install nginx-light libnginx-mod-http-brotli-static" >&2
  exit 1
fi
