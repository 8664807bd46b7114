#!/usr/bin/env bash
# Production build of the shell and the remotes (shared-api/src/remotes.ts), laid out as deployed (deploy/out).
# Skips the work when no front-end source changed since the last build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
read -r -a remotes <<< "$(node scripts/remote-dirs.mjs)"

sources_hash() {
  find shell "${remotes[@]}" shared-ui shared-api deploy/build deploy/scripts \
    \( -name node_modules -o -name dist -o -name '*.test.ts' -o -name '*.test.tsx' \) -prune -o -type f -print \
    | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16
}

stamp="deploy/out/.sources-hash"
hash="$(sources_hash)"
if [ "${FORCE_BUILD:-}" != "1" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ]; then
  echo "› front end is up to date (deploy/out)"
  exit 0
fi

echo "› building the shell and ${#remotes[@]} remotes (production)"
log="$(mktemp)"
status=0
filters=(--filter ./shell)
for dir in "${remotes[@]}"; do filters+=(--filter "./$dir"); done
pnpm -r --workspace-concurrency=2 "${filters[@]}" build >"$log" 2>&1 || status=$?
# webpack's known-harmless notices are dropped; everything else is shown.
grep -vE 'DeprecationWarning|trace-deprecation|Manifest will use absolute path|^\$ webpack|compiled successfully|: Done$' "$log" || true
rm -f "$log"
[ "$status" -eq 0 ] || { echo "✗ front-end build failed"; exit "$status"; }
node deploy/scripts/assemble.mjs
echo "$hash" > "$stamp"
