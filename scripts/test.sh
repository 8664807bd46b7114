#!/usr/bin/env bash
# Installs what is needed and runs every test: lint, type check, unit/component/integration (one Vitest
# run over every package), the crash battery of bookings and payments, production build, the topology
# battery (nginx and two API instances), bundle budgets, and Playwright journeys in Chromium.
# The production build (and the Chromium check) start in the background right after the install, at a
# lower CPU priority: the build takes the CPU the foreground stages leave (lint is one process, tests wait
# on the database, the crash battery sleeps between kills) and is awaited before the stages that need it
# (budgets, e2e).
# Each stage's wall and CPU time goes to the console and to .results/timings.json (scripts/timings.mjs).
# Exits non-zero on any failure; ends with one line "N passed, N failed" (totals of all suites).
set -uo pipefail
RUN_STARTED="$(date +%s.%N)" # before the toolchain: a fresh clone fetches Node 24 and pnpm first
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
set +e
cd "$ROOT"
export TZ=UTC
RESULTS="$ROOT/.results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
TIMINGS="$RESULTS/timings.tsv" # name, start, end, cpu seconds, status, how it ran (scripts/timings.mjs reads it)
LOAD_AT_START="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
failed_steps=()
declare -A background_pids=()

now() { date +%s.%N; }
# CPU seconds (user + sys) of the finished children of a shell, from the output of `times` in a file
# (`times` itself must run in that shell, not in a command substitution's subshell).
cpu_of() { awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.1f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
record() { # record <name> <start> <end> <cpu> <ok|failed> <foreground|background>
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >> "$TIMINGS"
  if [ "$5" = ok ]; then echo "✓ $1 ($(seconds "$2" "$3") s, cpu $4 s)"; else echo "✗ $1 ($(seconds "$2" "$3") s, cpu $4 s)"; failed_steps+=("$1"); fi
}

step() { # step <name> <command…>: runs a step, records a failure and its times, never stops the run
  local name="$1"; shift
  echo; echo "━━ $name"
  local start status=ok
  start="$(now)"
  # In a subshell whose `times` counts only this step (a background step finishing meanwhile is reaped by
  # this shell, not by the subshell).
  ( "$@"; code=$?; times > "$RESULTS/.times"; exit "$code" ) || status=failed
  record "$name" "$start" "$(now)" "$(cpu_of "$RESULTS/.times")" "$status" foreground
}

step_in_background() { # step_in_background <name> <command…>: starts a step at a lower priority, output kept for await_step
  local name="$1"; shift
  local file="$RESULTS/.background-${name//[^a-zA-Z0-9]/_}"
  echo; echo "━━ $name (in the background until awaited)"
  (
    start="$(now)"
    if nice -n 10 "$@" > "$file.log" 2>&1; then status=ok; else status=failed; fi
    times > "$file.times"
    printf '%s %s %s %s\n' "$start" "$(now)" "$(cpu_of "$file.times")" "$status" > "$file.status"
  ) &
  background_pids[$name]=$!
}

await_step() { # await_step <name>: waits for a background step, shows its output and records it
  local name="$1"
  local file="$RESULTS/.background-${name//[^a-zA-Z0-9]/_}" waited
  waited="$(now)"
  wait "${background_pids[$name]}"
  echo; echo "━━ $name (awaited for $(seconds "$waited" "$(now)") s)"
  cat "$file.log"
  local start end cpu status
  read -r start end cpu status < "$file.status" || { start="$waited"; end="$(now)"; cpu=0; status=failed; }
  record "$name" "$start" "$end" "$cpu" "$status" background
  printf '%s\t%s\t%s\t0\tok\twait\n' "$name" "$waited" "$(now)" >> "$TIMINGS" # time the foreground stood still
}

times > "$RESULTS/.times" # what fetching the toolchain took, before any step
printf 'toolchain\t%s\t%s\t%s\tok\tforeground\n' "$RUN_STARTED" "$(now)" "$(cpu_of "$RESULTS/.times")" >> "$TIMINGS"

step install pnpm install --frozen-lockfile --prefer-offline --reporter=silent
step_in_background build env FORCE_BUILD=1 bash scripts/build.sh
step_in_background browser bash scripts/ensure-chromium.sh # may install Chromium: only the journeys need it
step_in_background nginx bash scripts/ensure-nginx.sh # may install nginx: only the topology battery needs it
step lint pnpm run --silent lint
step "doc references" node scripts/check-doc-references.mjs
step typecheck pnpm -r --workspace-concurrency=2 typecheck

# Every package's Vitest suite in one run: the root vitest.config.mts makes each listed package a project
# (with its own config) and shares one pool of workers across them.
unit_packages=()
for pkg in shared-api shared-ui shell $(node scripts/remote-dirs.mjs) server deploy; do
  if [ -f "$pkg/vitest.config.ts" ]; then unit_packages+=("$pkg"); fi
done
step unit env VITEST_PACKAGES="$(IFS=,; echo "${unit_packages[*]}")" pnpm exec vitest run \
  --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json"

step "battery: crash" pnpm --dir server battery:crash --json "$RESULTS/battery-crash.json"
await_step build
await_step nginx
# nginx in front of two compiled API instances on one PostgreSQL (needs the build's front end).
step "battery: topology" pnpm --dir server battery:topology --entry compiled --json "$RESULTS/battery-topology.json"
step budgets node e2e/scripts/check-budgets.mjs --json "$RESULTS/budgets.json"
await_step browser
step e2e pnpm --dir e2e exec playwright test

node scripts/timings.mjs "$TIMINGS" --started "$RUN_STARTED" --ended "$(now)" --load-at-start "$LOAD_AT_START" \
  --results "$RESULTS" --out "$RESULTS/timings.json"
node scripts/summarize-results.mjs "$RESULTS" "${failed_steps[@]}"
[ "${#failed_steps[@]}" -eq 0 ]
