# syntax=docker/dockerfile:1
# The API: the compiled server (server/dist) with only its production dependencies, on Node 24, run by an
# unprivileged user. It also makes the HTML of page navigations with the shell's Node build, so it carries
# the front-end build of the web image it is released with (WEB_IMAGE; build that one first):
#   docker build -f deploy/docker/web.Dockerfile -t pitchside-web:<tag> .
#   docker build -f deploy/docker/api.Dockerfile --build-arg WEB_IMAGE=pitchside-web:<tag> -t pitchside-api:<tag> .
# The same image runs the migrations before a rollout: `node dist/migrate.js` (deploy/k8s/migrate-job.yaml).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG WEB_IMAGE=pitchside-web:latest

FROM ${WEB_IMAGE} AS web

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
# pnpm at the version the project pins: the toolchain script installs it into .toolchain/.
COPY scripts/toolchain.sh scripts/toolchain.sh
RUN bash -c 'source scripts/toolchain.sh'
ENV PATH=/repo/.toolchain/pnpm/node_modules/.bin:$PATH
# The store filled from the lockfile alone: this layer is reused until pnpm-lock.yaml changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @pitchside/server build
# The server's package with its production dependencies only, self-contained; the sources, tests and
# benchmarks stay behind (dist/ is what runs).
RUN pnpm --filter @pitchside/server --prod deploy /prod/server \
 && rm -rf /prod/server/src /prod/server/test /prod/server/bench

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/var/lib/pitchside
# The layout the server expects (server/src/lib/paths.ts): server/ beside deploy/out/. Everything here is
# owned by root and only read at run time; the server writes under DATA_DIR (and /tmp) alone.
WORKDIR /app/server
COPY --from=build /prod/server ./
COPY --from=build /repo/server/dist ./dist
COPY --from=web /srv/pitchside/out /app/deploy/out
RUN mkdir -p /var/lib/pitchside && chown 1000:1000 /var/lib/pitchside
# The image's `node` user, by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
