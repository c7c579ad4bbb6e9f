# One image for the API (serving the built client) and the worker; the command picks the role:
# `node api/dist/main.js` (default) or `node worker/dist/main.js`. Compiled JavaScript on plain node.

# Build: every dependency, then the client bundle and the compiled api and worker (npm run build).
FROM node:22-bookworm-slim AS build
ENV PUPPETEER_SKIP_DOWNLOAD=true
WORKDIR /app
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies and the build output only (no TypeScript, no tsx).
FROM node:22-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
 && rm -rf /var/lib/apt/lists/*
# Source maps: stack traces name the TypeScript file and line (no measurable start-up cost).
ENV PUPPETEER_SKIP_DOWNLOAD=true PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium NODE_ENV=production NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/client/dist client/dist
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
