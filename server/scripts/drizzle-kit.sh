#!/usr/bin/env bash
# Runs drizzle-kit (hoisted to the root node_modules) for the server. npm keeps drizzle-orm
# inside server/node_modules because of its optional peer dependencies, where the hoisted
# drizzle-kit cannot import it; link it at the root for the length of the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
link="$root/node_modules/drizzle-orm"
if [ ! -e "$link" ]; then
  ln -s ../server/node_modules/drizzle-orm "$link"
  trap 'rm -f "$link"' EXIT
fi
cd "$root/server"
"$root/node_modules/.bin/drizzle-kit" "$@"
