#!/bin/sh
# The process an Éclat container runs (Dockerfile): `api` or `web`.
set -eu
case "${1:-api}" in
  api)
    exec node apps/api/src/server.ts
    ;;
  web)
    export PORT="${WEB_PORT:-3000}" HOST="${WEB_HOST:-0.0.0.0}"
    exec node node_modules/@react-router/serve/bin.cjs apps/web/build/server/index.js
    ;;
  *)
    exec "$@"
    ;;
esac
