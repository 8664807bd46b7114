#!/usr/bin/env bash
# Installs what is needed and runs every test: lint, type check, unit/component/integration
# (vitest per package), the crash battery of bookings and payments, production build + bundle budgets,
# and Playwright journeys in Chromium.
# Exits non-zero on any failure; ends with one line "N passed, N failed" (totals of all suites).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
set +e
cd "$ROOT"
export TZ=UTC
RESULTS="$ROOT/.results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
failed_steps=()

step() { # step <name> <command…>: runs a step, records a failure, never stops the run
  local name="$1"; shift
  echo; echo "━━ $name"
  if "$@"; then echo "✓ $name"; else echo "✗ $name"; failed_steps+=("$name"); fi
}

step install pnpm install --frozen-lockfile --prefer-offline --reporter=silent
step "browser" bash scripts/ensure-chromium.sh
step lint pnpm run --silent lint
step typecheck pnpm -r --workspace-concurrency=2 typecheck

for pkg in shared-api shared-ui shell $(node scripts/remote-dirs.mjs) server; do
  if [ -f "$pkg/vitest.config.ts" ]; then
    step "unit: $pkg" pnpm --dir "$pkg" exec vitest run --reporter=default --reporter=json \
      --outputFile.json="$RESULTS/vitest-$pkg.json"
  fi
done

step "battery: crash" pnpm --dir server battery:crash --json "$RESULTS/battery-crash.json"
step build env FORCE_BUILD=1 bash scripts/build.sh
step budgets node e2e/scripts/check-budgets.mjs --json "$RESULTS/budgets.json"
step e2e pnpm --dir e2e exec playwright test

node scripts/summarize-results.mjs "$RESULTS" "${failed_steps[@]}"
[ "${#failed_steps[@]}" -eq 0 ]
