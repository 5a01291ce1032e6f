# Production image: one process serving the API, the built web app and (only when enabled)
# the embedded sign-in. Configure with environment variables (see README, apps/server/src/config.ts).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/afd/package.json packages/afd/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/healthcheck.mjs ./apps/server/
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 8080
# Liveness (GET /healthz) with Node's own fetch: exit 1 when it does not answer 200 within 4 s.
# The start period covers migrations and the demo seed on a first start. Docker marks the
# container unhealthy; restarting a process that exits is the restart policy's work (compose.yaml).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/app/apps/server/healthcheck.mjs"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
