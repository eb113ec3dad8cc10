# Inkwell's container image: `docker build -t inkwell .`, then see docs/operations.md.
# The base image is an argument so a mirror or a pinned digest can stand in for Docker Hub's.
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Compile app/ and shared/ with the dev dependencies (TypeScript).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/build-server.mjs scripts/
COPY app app
COPY shared shared
RUN npm run build

# 2. The runtime dependencies alone, as `npm ci --omit=dev` installs them.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The image: Node.js, the compiled server and its runtime dependencies, run as a user of its own.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    INKWELL_DATA_DIR=/data
RUN groupadd --gid 10001 inkwell \
 && useradd --uid 10001 --gid inkwell --home-dir /data --no-create-home \
      --shell /usr/sbin/nologin inkwell \
 && mkdir -p /data \
 && chown inkwell:inkwell /data \
 && chmod 0700 /data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /src/build build
COPY package.json app.yml LICENSE ./
COPY bin bin
RUN ln -s /app/bin/inkwell.js /usr/local/bin/inkwell
# The working folder is the volume: the embedded database, and the .env that registering the
# GitHub App from the setup page writes, both outlive the container.
WORKDIR /data
VOLUME /data
USER inkwell:inkwell
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "/app/bin/inkwell.js", "healthcheck"]
# Exec form: node is PID 1 and receives SIGTERM itself, then drains (INKWELL_SHUTDOWN_TIMEOUT_SECONDS).
# The same Node.js flags as `npm start` and `npm run start:prod` (see docs/operations.md).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--max-semi-space-size=64", "/app/bin/inkwell.js"]
CMD ["serve"]
