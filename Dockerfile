# The site server as an image, for compose.yaml and container platforms. The same code as `npm start`'s
# site process: the built pages and `node server/index.ts`. Directus runs from its own image.
FROM node:22-bookworm-slim
WORKDIR /app
# Native modules (Directus's, in the workspace) compile during install.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY directus/package.json directus/
COPY scripts/npm-shell.sh scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 LOG_FORMAT=json
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=2s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/index.ts"]
