import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/packages/library-config.js';

// Beside the drop-in script in dist/ (vite.standalone.config.ts), the module library in dist/lib.
export default defineConfig(
  libraryConfig({ packageDir: fileURLToPath(new URL('.', import.meta.url)), outDir: 'dist/lib' }),
);
