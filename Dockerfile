# One image for the API (serving the built client) and the worker; the command picks the role.
FROM node:22-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV PUPPETEER_SKIP_DOWNLOAD=true PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w client
USER node
EXPOSE 3000
CMD ["npm", "run", "api"]
