# Sourced by the project's scripts: puts Node >= 24 and pnpm on PATH.
# When the machine's Node is older, Node 24 comes from the npm registry's platform package
# (node-<os>-<arch>) into .toolchain/, so a machine with only Node and npm is enough.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.toolchain"
NODE_MAJOR=24
PNPM_VERSION=12.21.0

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt "$NODE_MAJOR" ]; then
  platform="$(node -p 'process.platform + "-" + process.arch')"
  pkg="node-$platform"
  if [ ! -x "$TOOLS/node/node_modules/$pkg/bin/node" ]; then
    echo "› Node $(node -v) is older than $NODE_MAJOR; fetching $pkg@$NODE_MAJOR from the npm registry"
    npm install --silent --no-audit --no-fund --no-save --prefix "$TOOLS/node" "$pkg@$NODE_MAJOR" >/dev/null
  fi
  export PATH="$TOOLS/node/node_modules/$pkg/bin:$PATH"
fi

if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ] || [ "$("$TOOLS/pnpm/node_modules/.bin/pnpm" -v)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --silent --no-audit --no-fund --no-save --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
