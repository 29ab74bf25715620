import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/packages/library-config.js';

// A command-line tool and library for Node.js: Node's own modules stay imports.
export default defineConfig(
  libraryConfig({ packageDir: fileURLToPath(new URL('.', import.meta.url)), platform: 'node' }),
);
