#!/usr/bin/env bash
# Production build of the shell and the five remotes, laid out as deployed (deploy/out).
# Skips the work when no front-end source changed since the last build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

sources_hash() {
  find shell mf-auth mf-customer mf-company mf-payments mf-admin shared-ui shared-api deploy/build deploy/scripts \
    \( -name node_modules -o -name dist -o -name '*.test.ts' -o -name '*.test.tsx' \) -prune -o -type f -print \
    | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16
}

stamp="deploy/out/.sources-hash"
hash="$(sources_hash)"
if [ "${FORCE_BUILD:-}" != "1" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ]; then
  echo "› front end is up to date (deploy/out)"
  exit 0
fi

echo "› building the shell and five remotes (production)"
log="$(mktemp)"
status=0
pnpm -r --workspace-concurrency=2 --filter @pitchside/shell --filter './mf-*' build >"$log" 2>&1 || status=$?
# webpack's known-harmless notices are dropped; everything else is shown.
grep -vE 'DeprecationWarning|trace-deprecation|Manifest will use absolute path|^\$ webpack|compiled successfully|: Done$' "$log" || true
rm -f "$log"
[ "$status" -eq 0 ] || { echo "✗ front-end build failed"; exit "$status"; }
node deploy/scripts/assemble.mjs
echo "$hash" > "$stamp"
