import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/packages/library-config.js';

export default defineConfig(
  libraryConfig({ packageDir: fileURLToPath(new URL('.', import.meta.url)) }),
);
