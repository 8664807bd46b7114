#!/usr/bin/env bash
# Installs what is needed, builds the production front end and the server, and starts the whole platform:
# API + embedded PostgreSQL (demo data on first start) + shell + the remotes on http://localhost:${PORT:-8080}.
# The API runs compiled, as in production (server/dist/main.js; its build takes about a second).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

pnpm install --frozen-lockfile --prefer-offline --reporter=silent
bash scripts/build.sh
pnpm --silent --filter @pitchside/server build
exec pnpm --silent --filter @pitchside/server start:prod
