# One image for every Éclat process (docs/deploy.md): the API, the storefront and the back office
# build. Stateless: data lives in PostgreSQL, shared state in Redis, media in an S3 bucket.
#   docker build -t eclat .
#   docker run eclat api | web
FROM node:24-bookworm-slim AS build
WORKDIR /app
# sharp and @node-rs/argon2 ship prebuilt binaries for linux-x64/arm64; no compiler needed.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
# `npm install`, not `npm ci`: see the architecture page (the lockfile is written on one platform).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
RUN groupadd --system eclat && useradd --system --gid eclat --home /app eclat
COPY --from=build --chown=eclat:eclat /app /app
USER eclat
EXPOSE 3000 4000
# `api`: apps/api/src/server.ts (Node 24 runs its TypeScript directly);
# `web`: the storefront's server build behind apps/web/server.ts.
ENTRYPOINT ["/app/scripts/docker-entrypoint.sh"]
CMD ["api"]
