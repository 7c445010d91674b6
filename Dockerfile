# WORDS as a container image (docs/OPERATIONS.md, "A container image"). Two stages: the first
# builds the release from the repository, as `npm run release` does on any machine; the second is
# the release alone, with its runtime packages, run by an unprivileged user. The steps are the
# ones server/test/release.test.ts runs, since no container engine is at hand where it is tested.
FROM node:24-bookworm-slim AS release
# better-sqlite3 compiles its binding where no prebuilt one is fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ git \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run release -- --out /release

FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=release /release /app
RUN npm ci --omit=dev --no-audit --no-fund && mkdir -p /data && chown node:node /data
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=3000
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/server.js"]
