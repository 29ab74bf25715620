import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/packages/library-config.js';

// The kit's styles compile into one `dist/styles.css`: consumers need no build plugin.
export default defineConfig(
  libraryConfig({
    packageDir: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [vanillaExtractPlugin()],
    cssFileName: 'styles',
  }),
);
