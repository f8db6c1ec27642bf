# Creator Quest as one container: the Next.js standalone server, run as a non-root user.
#   docker build -t creator-quest .
#   docker compose up -d            (app + Postgres; see docker-compose.yml)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Applied by npm ci's postinstall (patch-package): see patches/README.md.
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
# Optional: servers built separately must share it (an image built once shares its own).
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
RUN groupadd --system creator && useradd --system --gid creator --home-dir /app creator \
  && mkdir /data && chown creator:creator /data
COPY --from=build --chown=creator:creator /app/.next/standalone ./
COPY --from=build --chown=creator:creator /app/.next/static ./.next/static
COPY --from=build --chown=creator:creator /app/public ./public
# Migrations run inside the server at start (instrumentation.ts) and are read from here.
COPY --from=build --chown=creator:creator /app/db/migrations ./db/migrations
USER creator
EXPOSE 3000
# PGlite's data, generated push keys: keep them on a volume (unused with DATABASE_URL and the keys set).
VOLUME /data
# On the port the server listens on: `docker run -e PORT=8080` moves both.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) drains open requests before the process exits.
CMD ["node", "server.js"]
