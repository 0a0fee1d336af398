# syntax=docker/dockerfile:1
# Fitness Manager: one image with the API server (GraphQL + legacy REST adapter) and the built React client.
#   docker build -t fitness-manager .
#   docker run -p 4000:4000 -p 8080:8080 -e JWT_SECRET=<32+ random characters> -v fm-data:/app/data fitness-manager
# Without DATABASE_URL it keeps an SQLite database in /app/data; docker-compose.yml runs it on MySQL 8.4.

ARG NODE_IMAGE=node:20-bookworm-slim

# Node + the toolchain that compiles better-sqlite3 and argon2, and the workspace manifests.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/package.json
COPY server/package.json server/package.json
COPY client/package.json client/package.json

# Everything (dev dependencies included) to build client/dist and server/dist.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only what `node server/dist/src/main.js` needs: the server workspace's production dependencies (with the link
# node_modules/@fitness-manager/shared -> shared, whose built dist/ the runtime stage copies).
FROM toolchain AS runtime-deps
RUN npm ci --omit=dev --workspace server --no-audit --no-fund \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    LEGACY_PORT=8080 \
    DATA_DIR=/app/data \
    CLIENT_DIR=/app/client/dist
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./package.json
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/shared/package.json ./shared/package.json
COPY --from=build /app/shared/dist ./shared/dist
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
# The SQLite database (when DATABASE_URL is not set) lives in /app/data: mount a volume there.
RUN install -d -o node -g node /app/data
USER node
EXPOSE 4000 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# 32 MB semi-spaces (Node's default is at most 16, less under a small heap limit): fewer young collections under load, steadier tails (docs/performance.md
# › Tenth pass). The same flag is in `npm start` (both package.json files) and the bench's app process.
CMD ["node", "--max-semi-space-size=32", "server/dist/src/main.js"]
