#!/usr/bin/env bash
# Installs what is needed, builds the production front end and starts the whole platform:
# API + embedded PostgreSQL (demo data on first start) + shell + the remotes on http://localhost:${PORT:-8080}.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

pnpm install --frozen-lockfile --prefer-offline --reporter=silent
bash scripts/build.sh
exec pnpm --silent --filter @pitchside/server start
