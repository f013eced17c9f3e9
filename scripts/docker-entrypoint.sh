#!/bin/sh
# The process an Éclat container runs (Dockerfile): `api` or `web`.
set -eu
case "${1:-api}" in
  api)
    exec node apps/api/src/server.ts
    ;;
  web)
    export PORT="${WEB_PORT:-3000}" HOST="${WEB_HOST:-0.0.0.0}"
    exec node apps/web/server.ts apps/web/build/server/index.js
    ;;
  *)
    exec "$@"
    ;;
esac
