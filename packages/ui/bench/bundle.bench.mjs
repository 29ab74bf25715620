// `npm run bench -- ui`: the kit's own bundle cost. Builds the kit's index as a library
// (Vite + vanilla-extract, dependencies external) and each theme on its own, then prints
// gzipped sizes: CSS per theme, all CSS, and the index JavaScript.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const kit = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8'));
const themes = ['default', 'christmas', 'green', 'green2', 'mono'];
const outRoot = mkdtempSync(path.join(os.tmpdir(), 'citylife-ui-bench-'));

/** Everything the kit depends on stays outside its own bundle. */
const dependencies = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const isExternal = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

async function buildLibrary(name, entry, external) {
  const outDir = path.join(outRoot, name);
  await build({
    configFile: false,
    root: kit,
    logLevel: 'silent',
    plugins: [react(), vanillaExtractPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: 'index' },
      rolldownOptions: { external },
    },
  });
  const files = readdirSync(outDir);
  const gzipped = (extension) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce(
        (sum, file) => {
          const content = readFileSync(path.join(outDir, file));
          return {
            raw: sum.raw + content.length,
            gzip: sum.gzip + gzipSync(content, { level: 9 }).length,
          };
        },
        { raw: 0, gzip: 0 },
      );
  return { js: gzipped('.js'), css: gzipped('.css') };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
try {
  for (const theme of themes) {
    const { css } = await buildLibrary(
      `theme-${theme}`,
      path.join(kit, `src/themes/${theme}.css.ts`),
      isExternal,
    );
    rows.push([`CSS theme "${theme}" (light + dark)`, css]);
  }
  const own = await buildLibrary('index', path.join(kit, 'src/index.ts'), isExternal);
  const themeTotal = rows.reduce((sum, [, css]) => sum + css.gzip, 0);
  rows.push(['CSS all (5 themes + components)', own.css]);
  rows.push(['JS index (kit code, dependencies external)', own.js]);
  const withDeps = await buildLibrary('index-with-deps', path.join(kit, 'src/index.ts'), (id) =>
    ['react', 'react-dom'].some((name) => id === name || id.startsWith(`${name}/`)),
  );
  rows.push(['JS index + dependencies (React external)', withDeps.js]);

  console.log('@citylife/ui bundle cost                       raw        gzip');
  for (const [label, size] of rows) {
    console.log(`${label.padEnd(46)}${kb(size.raw).padStart(9)}${kb(size.gzip).padStart(11)}`);
  }
  console.log(
    `(component CSS without themes ≈ ${kb(Math.max(0, own.css.gzip - themeTotal))} gzip; sizes are per file, gzip level 9)`,
  );
} finally {
  rmSync(outRoot, { recursive: true, force: true });
}
