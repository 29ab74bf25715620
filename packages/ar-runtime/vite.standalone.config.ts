import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Gzip and Brotli copies beside a file: the server sends the one the browser accepts, and
 * a folder's index.html is only found with them (the static server looks for the copy).
 */
function writeCompressedCopies(file: string): void {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  );
}

/**
 * Next to the script: `<model-viewer>` with Three.js inside (one module file, loaded only
 * when an experience shows a Model) and the example experiences.
 */
function besideTheScript(): Plugin {
  return {
    name: 'ar-runtime-beside-the-script',
    apply: 'build',
    writeBundle() {
      const outDir = here('./dist');
      mkdirSync(outDir, { recursive: true });
      cpSync(
        require.resolve('@google/model-viewer/dist/model-viewer.min.js'),
        `${outDir}/model-viewer.min.js`,
      );
      cpSync(here('./examples'), `${outDir}/examples`, { recursive: true });
      writeCompressedCopies(`${outDir}/model-viewer.min.js`);
      const examples = readdirSync(`${outDir}/examples`, { recursive: true, withFileTypes: true });
      for (const entry of examples) {
        if (entry.isFile()) writeCompressedCopies(`${entry.parentPath}/${entry.name}`);
      }
    },
  };
}

/**
 * Fails the build when the drop-in script holds a byte beyond ASCII: a page that declares no
 * charset would read such a byte in whatever encoding the browser guesses.
 */
function asciiOnly(): Plugin {
  return {
    name: 'ar-runtime-ascii-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const at = output.code.search(/[^\0-\x7F]/);
        if (at >= 0) {
          const around = output.code.slice(Math.max(0, at - 40), at + 10);
          throw new Error(`${output.fileName} is not plain ASCII at ${at}: ${around}`);
        }
      }
    },
  };
}

// `npm run build -w @citylife/ar-runtime`: the drop-in script dist/ar-runtime.js, one
// classic script (IIFE) that installs `AR` and draws the experience by itself.
export default defineConfig({
  // The renderer's own `<model-viewer>` import is replaced by a script beside this one.
  resolve: { alias: { '@google/model-viewer': here('./src/standalone/no-model-viewer.ts') } },
  plugins: [
    asciiOnly(),
    besideTheScript(),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(m?js|css|html|svg|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    // Other characters as escapes: the script then reads the same on a page without a
    // declared charset, whatever encoding the browser guesses for it.
    rolldownOptions: { output: { charset: 'ascii' } },
    lib: {
      entry: here('./src/standalone/entry.ts'),
      formats: ['iife'],
      name: 'ARRuntime',
      fileName: () => 'ar-runtime.js',
    },
  },
});
