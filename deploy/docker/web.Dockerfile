# syntax=docker/dockerfile:1
# The front end: the production build of the shell and the remotes (scripts/build.sh → deploy/out), served
# by nginx with deploy/nginx/pitchside.conf. Page navigations and /remotes.json go to the API (API_UPSTREAM).
# Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t pitchside-web:<tag> .
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_BASE_IMAGE=debian:bookworm-slim

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
RUN FORCE_BUILD=1 bash scripts/build.sh

# Debian's nginx has the Brotli static module that pitchside.conf uses (brotli_static), packaged.
FROM ${NGINX_BASE_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/docker/nginx.conf /etc/nginx/pitchside-main.conf
# The site as written for a host, with two changes for a container: an unprivileged port (the process is
# not root) and the API's address (the pitchside-api Service of deploy/k8s by default). The build fails
# if either line is not found, rather than producing an image that serves the wrong upstream.
ARG API_UPSTREAM=pitchside-api:8080
COPY deploy/nginx/pitchside.conf /tmp/pitchside.conf
RUN sed -e 's/^\(\s*\)listen 80;$/\1listen 8080;/' -e "s/^\(\s*\)server 127\.0\.0\.1:8080;$/\1server ${API_UPSTREAM};/" \
      /tmp/pitchside.conf > /etc/nginx/conf.d/pitchside.conf \
 && grep -q '^\s*listen 8080;$' /etc/nginx/conf.d/pitchside.conf \
 && grep -qF "server ${API_UPSTREAM};" /etc/nginx/conf.d/pitchside.conf \
 && rm /tmp/pitchside.conf
# The build with its .br/.gz copies, where pitchside.conf's `root` lines expect it; read-only for nginx.
COPY --from=build /repo/deploy/out /srv/pitchside/out
# www-data, by number so that Kubernetes can check runAsNonRoot.
USER 33:33
EXPOSE 8080
# SIGQUIT is nginx's graceful stop (open requests finish); SIGTERM would be its fast one.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080"]
CMD ["nginx", "-e", "stderr", "-c", "/etc/nginx/pitchside-main.conf", "-g", "daemon off;"]
