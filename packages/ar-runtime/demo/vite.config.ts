import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const AR_DEMO_PORT = 18766;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // model-viewer (with three) is one lazily loaded chunk of about 1 MB.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1200 },
  // `npm run ar-demo`; 18765 belongs to the app's end-to-end server.
  server: { port: AR_DEMO_PORT + 1, strictPort: false },
  preview: { port: AR_DEMO_PORT, strictPort: true, host: '127.0.0.1' },
});
