import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const rootPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** First path segments of the contract's calls, proxied to the server in `npm run dev`. */
function apiPrefixes(): string[] {
  const contract = readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8');
  const segments = [...contract.matchAll(/^ {2}(\/[^/:{\s]+)/gm)].map((match) => match[1]!);
  return [...new Set([...segments, '/tiles', '/version.json', '/uploads'])];
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes().map((prefix) => [
        prefix,
        {
          target: apiTarget,
          changeOrigin: true,
          // A page navigation (e.g. /user/register) is the app's, not the API's.
          bypass: (request) =>
            request.headers.accept?.includes('text/html') ? request.url : undefined,
        },
      ]),
    ),
  },
});
