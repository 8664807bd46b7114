#!/usr/bin/env bash
# `pnpm check`: the fast lane for one change — lint of the changed files, the type check of the packages
# they belong to and of the packages that depend on those, and the Vitest tests related to the changed
# files (test files changed, and test files that import a changed file, directly or not). Minutes, not the
# quarter of an hour of `npm test`, which still runs everything (build, crash battery, journeys) before a merge.
#
#   pnpm check                 uncommitted changes (staged, unstaged, new files); with none, the last commit
#   pnpm check --base main     everything that differs from main (a branch's whole change), uncommitted included
#   pnpm check <file…>         those files
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
set +e
cd "$ROOT"
export TZ=UTC

base=""
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --base) base="$2"; shift 2 ;;
    --base=*) base="${1#--base=}"; shift ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) files+=("$1"); shift ;;
  esac
done

if [ "${#files[@]}" -eq 0 ]; then
  if [ -n "$base" ]; then
    what="changes since $(git merge-base "$base" HEAD | cut -c1-10) ($base), uncommitted included"
    mapfile -t files < <({ git diff --name-only "$(git merge-base "$base" HEAD)"; git ls-files --others --exclude-standard; } | sort -u)
  else
    mapfile -t files < <({ git diff --name-only HEAD; git ls-files --others --exclude-standard; } | sort -u)
    what="uncommitted changes"
    if [ "${#files[@]}" -eq 0 ]; then
      what="the last commit ($(git log -1 --format='%h %s' | cut -c1-72))"
      mapfile -t files < <(git diff --name-only HEAD~1 HEAD)
    fi
  fi
else
  what="the files given"
fi
# Deleted files are gone: only their dependants can be checked (through the packages they were in).
existing=()
for f in "${files[@]}"; do [ -f "$f" ] && existing+=("$f"); done
echo "› pnpm check: ${#files[@]} file(s) from $what"
[ "${#files[@]}" -gt 0 ] || { echo "nothing to check"; exit 0; }

started=$(date +%s)
failed=()
run() { # run <name> <command…>
  local name="$1" t0; shift
  t0=$(date +%s)
  echo; echo "━━ $name"
  if "$@"; then echo "✓ $name ($(( $(date +%s) - t0 )) s)"; else echo "✗ $name ($(( $(date +%s) - t0 )) s)"; failed+=("$name"); fi
}

# 1. ESLint on the changed files it lints (the config's ignores apply).
lintable=()
for f in "${existing[@]}"; do
  case "$f" in *.ts|*.tsx|*.js|*.jsx|*.mjs|*.cjs|*.mts|*.cts) lintable+=("$f") ;; esac
done
if [ "${#lintable[@]}" -gt 0 ]; then
  run "lint (${#lintable[@]} files)" pnpm exec eslint --max-warnings=0 --no-warn-ignored "${lintable[@]}"
fi

# 2. tsc of each package a changed file belongs to, and of the packages depending on it (pnpm's `...{dir}`).
filters=()
for dir in $(printf '%s\n' "${files[@]}" | cut -d/ -f1 | sort -u); do
  [ -f "$dir/package.json" ] && [ "$dir" != "." ] && filters+=(--filter "...{./$dir}")
done
if [ "${#filters[@]}" -gt 0 ]; then
  run "typecheck" pnpm -r --workspace-concurrency=2 "${filters[@]}" --if-present typecheck
fi

# 3. The Vitest tests of the changed files and of the files importing them, across every package; a
#    package whose test set-up changed (its vitest.config.ts or src/testing/) runs whole.
testable=()
whole=()
for f in "${existing[@]}"; do
  case "$f" in
    */vitest.config.ts|*/src/testing/setup.ts|*/test/global-setup.ts) whole+=("${f%%/*}") ;;
    vitest.config.mts) ;;
    *.ts|*.tsx|*.js|*.mjs|*.json) testable+=("$f") ;;
  esac
done
if [ "${#whole[@]}" -gt 0 ]; then
  packages="$(printf '%s\n' "${whole[@]}" | sort -u | paste -sd, -)"
  run "vitest: $packages" env VITEST_PACKAGES="$packages" pnpm exec vitest run
fi
if [ "${#testable[@]}" -gt 0 ]; then
  run "vitest related" pnpm exec vitest related --run --passWithNoTests "${testable[@]}"
fi

# Journeys and the crash battery need a production build and minutes: named, not run.
if printf '%s\n' "${files[@]}" | grep -qE '^(e2e/|deploy/)'; then
  echo; echo "› journeys changed or affected: bash scripts/build.sh, then pnpm --dir e2e exec playwright test <spec> --project same-origin"
fi
if printf '%s\n' "${files[@]}" | grep -qE '^server/(src/modules/(bookings|payments|idempotency)|test/battery)/'; then
  echo "› bookings or payments changed: pnpm --dir server battery:crash"
fi

echo
if [ "${#failed[@]}" -eq 0 ]; then
  echo "pnpm check passed in $(( $(date +%s) - started )) s"
else
  echo "pnpm check failed in $(( $(date +%s) - started )) s: ${failed[*]}"
  exit 1
fi
