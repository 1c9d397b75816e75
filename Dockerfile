# syntax=docker/dockerfile:1
#
# Two images from one build:
#   docker build --build-arg RELEASE=$(git rev-parse --short=12 HEAD) -t homewise-service .
#   docker build --build-arg RELEASE=$(git rev-parse --short=12 HEAD) --target web -t homewise-web .
# `service` (the default, last stage) runs the compiled service as the unprivileged `node` user;
# `web` is nginx serving the SPA's files and proxying /api/ to the service (deploy/nginx/site.conf).
#
# Images cannot be pulled on the development machines, so no test builds or runs these. What the
# tests do prove: the service's command below is package.json's `start:prod`, run by
# server/tests/deploy/productionStart.test.ts over a compiled copy with only the production
# dependencies' packages; the nginx configuration is run by server/tests/deploy/nginxSite.test.ts.

# Node 22 LTS, Debian 12 slim: glibc, for better-sqlite3's prebuilt binary.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS toolchain
# better-sqlite3 compiles itself when no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

# Every dependency: the SPA's build, its build-time render and the service's compiler need them.
FROM toolchain AS build
# The end-to-end tests' browser is never needed to build.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
# The release is the commit: the build context has no git history, so the pipeline passes it.
ARG RELEASE
# The SPA's settings are read at build (.env.example names each; empty means its default).
ARG VITE_STAGE=production
ARG VITE_REALTY_API_URL
ARG VITE_CONTACT_API_URL
ARG VITE_CUSTOMER_API_URL
ARG VITE_IMAGE_CDN_URL
ARG VITE_COGNITO_REGION
ARG VITE_COGNITO_USER_POOL_ID
ARG VITE_COGNITO_CLIENT_ID
ARG VITE_COGNITO_ENDPOINT
ARG VITE_GOOGLE_MAPS_API_KEY
ARG VITE_GOOGLE_MAP_ID
ARG VITE_MAP_TILE_URL
ARG VITE_MORTGAGE_SITE_URL
ARG VITE_BROKERAGE_SITE_URL
ARG VITE_SENTRY_DSN
# The public origin of canonical links and the sitemap (scripts/prerender.ts).
ARG SITE_ORIGIN
RUN test -n "$RELEASE" || { echo 'pass --build-arg RELEASE=$(git rev-parse --short=12 HEAD)' >&2; exit 1; }
# dist/ (the SPA), dist-server/ (the service) and deploy/nginx/content-security-policy.conf.
RUN npm run build

# Only the production dependencies, installed apart so no build tool reaches the image.
FROM toolchain AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The reverse proxy: unprivileged nginx (port 8080), the SPA under /real-estate/.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS web
COPY deploy/nginx/site.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/deploy/nginx/content-security-policy.conf /etc/nginx/content-security-policy.conf
COPY --from=build /app/dist /usr/share/nginx/html/real-estate
EXPOSE 8080

FROM ${NODE_IMAGE} AS service
ARG RELEASE
ENV NODE_ENV=production \
    RELEASE=${RELEASE} \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the service: only DATA_DIR is its to write.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8787
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8787/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# package.json's `start:prod`: the command server/tests/deploy/productionStart.test.ts runs.
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
