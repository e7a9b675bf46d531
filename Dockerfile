# The site server as an image, for compose.yaml and container platforms: the same code as `npm start`'s
# site process, the built pages and `node server/index.ts`. Directus runs from its own image.
#
# Two stages. `build` installs everything (the dev tools build the site) and builds it; `runtime` installs
# only the site's production dependencies (`--omit=dev`, and not the Directus workspace), then takes
# the built pages and the server's sources from `build`. Nothing of the tests, Storybook, Lighthouse,
# the embedded PostgreSQL, the dev mail inbox or the second Node reaches it.
# tests/e2e/runtime-image.test.ts runs this file's runtime stage (its COPY and RUN lines, in order) in a
# temporary folder and starts the production server from it: keep its lines simple (COPY, RUN, WORKDIR, ENV).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Native modules (Directus's, in the workspace) compile during install.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY directus/package.json directus/
COPY scripts/npm-shell.sh scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 LOG_FORMAT=json
COPY package.json package-lock.json ./
# A cache of its own, removed in the same layer: the image keeps none of it.
RUN npm ci --omit=dev --workspaces=false --ignore-scripts --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/src ./src
COPY --from=build /app/kit ./kit
COPY --from=build /app/schemas ./schemas
EXPOSE 3000
USER node
# Liveness (/healthz), on the port the container was given: a CMS outage is the load balancer's
# business (/readyz), not a reason for a platform to restart a replica that serves its stale pages.
HEALTHCHECK --interval=10s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/index.ts"]
