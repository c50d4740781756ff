# syntax=docker/dockerfile:1
# One image for the api (which also serves the built console) and the worker; docker-compose.yml
# picks the process with `command`. TypeScript runs through tsx (a runtime dependency), as in
# development, so the image holds the sources, not a compiled copy.

# --- all dependencies, to build the console ------------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- console build (react-admin, Vite) -----------------------------------------------------------
FROM deps AS console-build
COPY . .
RUN node node_modules/vite/bin/vite.js build --config console/vite.config.ts

# --- production dependencies only -----------------------------------------------------------------
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime -----------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=3000 \
    SERVE_CONSOLE=true \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY domain ./domain
COPY infra ./infra
COPY migrations ./migrations
COPY workflows ./workflows
COPY workers ./workers
COPY api ./api
COPY scripts/db ./scripts/db
COPY --from=console-build /app/console/dist ./console/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.API_PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The api by default; the worker runs `node --import tsx workers/main.ts`, migrations
# `node --import tsx scripts/db/migrate.ts`.
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "api/main.ts"]
