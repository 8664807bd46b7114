#!/usr/bin/env bash
# Development: the API (embedded PostgreSQL, demo data on first start) on :${PORT:-8080}, the shell's
# development server on :3000 and every remote's on its port (shared-api/src/remotes.ts). The shell's
# development server answers /remotes.json with the local remotes (deploy/build/webpack.app.cjs) and
# proxies /api to the API. Ctrl-C stops everything.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

export PORT="${PORT:-8080}"
export PITCHSIDE_API_URL="http://localhost:$PORT"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent

# Each server in its own process group (job control), so stopping one stops its children too.
set -m
pids=()
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

start() { # start <label> <command…>: runs a server in the background, its output prefixed with the label
  local label="$1"; shift
  "$@" > >(sed -u "s/^/[$label] /") 2>&1 &
  pids+=("$!")
}

wait_for() { # wait_for <label> <url>: until the URL answers 2xx (the first start compiles for a while)
  local label="$1" url="$2"
  for _ in $(seq 600); do
    if node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$url"; then return 0; fi
    sleep 1
  done
  echo "✗ $label did not answer at $url"; exit 1
}

apps="$(node --input-type=module -e "
import { REMOTES, SHELL } from './shared-api/src/remotes.ts';
for (const app of [...REMOTES, SHELL]) console.log(app.dir, app.name, app.devPort);
")"
remotes="$(grep -v '^shell ' <<< "$apps")"
shell_port="$(awk '$1 == "shell" { print $3 }' <<< "$apps")"

start api pnpm --silent --filter @pitchside/server start
while read -r dir name port; do start "$name" pnpm --silent --dir "$dir" dev; done <<< "$remotes"
start shell env PITCHSIDE_DEV_REMOTES=local pnpm --silent --dir shell dev

wait_for api "$PITCHSIDE_API_URL/api/v1/health"
while read -r dir name port; do wait_for "$name" "http://localhost:$port/mf-manifest.json"; done <<< "$remotes"
wait_for shell "http://localhost:$shell_port/"

echo
echo "› Pitchside (development) on http://localhost:$shell_port — the API on :$PORT, and the remotes:"
while read -r dir name port; do echo "    $name ($dir/)  http://localhost:$port  (standalone there)"; done <<< "$remotes"
echo "  Ctrl-C stops everything."
wait
