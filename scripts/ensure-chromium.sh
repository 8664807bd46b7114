#!/usr/bin/env bash
# Playwright drives the system Chromium (browser downloads are not possible here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then "$CHROMIUM" --version; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› installing Chromium from Debian's packages"
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  "$CHROMIUM" --version
else
  echo "Chromium not found at $CHROMIUM: install it (apt-get install chromium) or set CHROMIUM_PATH" >&2
  exit 1
fi
