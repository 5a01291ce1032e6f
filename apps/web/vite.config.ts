import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreload } from './build-plugins/route-preload-plugin';

// In development the API, the embedded OpenID provider and the auth configuration live on the
// server (port 8080); proxying keeps the browser on one origin, as in production where the
// server serves this build from apps/web/dist.
const serverOrigin = 'http://localhost:8080';
const proxiedPrefixes = ['/api', '/oidc', '/AuthenticationConfiguration', '/healthz'];

export default defineConfig({
  plugins: [react(), routePreload()],
  // '@/…' is apps/web/src (tsconfig.json paths say the same for the compiler).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than our code: their own chunk stays cached
        // across releases. Mantine has no group of its own: one chunk held every component any
        // screen uses, and the register (the first view of most visitors) loaded all of them;
        // split by use, its JS went from 276 to 255 KB gzip (npm run bench:first-view -w bench).
        // No catch-all vendor group: it would pull the lazily loaded telemetry SDK into the start.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }])),
  },
});
