// `npm run bench -- consumer`: what a project that installs @citylife/ui ships. The kit is
// packed and installed in a project outside the repository (as scripts/consumer does),
// which is built twice with plain Vite, React left out (the app has it anyway): importing
// only Button, and importing the whole kit. Prints the gzipped JavaScript and CSS of each;
// the Button-only JavaScript has a budget, which proves that unused components are dropped.
// Needs the packages built (`npm run build`).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createConsumerProject } from '../../../scripts/consumer/project.mjs';

/** Gzipped JavaScript a consumer ships for Button alone (the kit's share, React excluded). */
const BUTTON_ONLY_JS_BUDGET = 2 * 1024;

const cases = {
  'Button only': "import { Button } from '@citylife/ui';\nexport { Button };\n",
  'whole kit': "import * as kit from '@citylife/ui';\nexport { kit };\n",
};

const consumer = createConsumerProject();
try {
  const rows = [];
  for (const [name, source] of Object.entries(cases)) {
    const folder = path.join(consumer.project, 'sizes', name.replace(/\W+/g, '-'));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'entry.js'), `import '@citylife/ui/styles.css';\n${source}`);
    writeFileSync(
      path.join(folder, 'vite.config.js'),
      `export default {
  logLevel: 'silent',
  build: {
    outDir: 'out',
    minify: true,
    lib: { entry: 'entry.js', formats: ['es'], fileName: 'entry', cssFileName: 'entry' },
    rolldownOptions: { external: (id) => /^react(-dom)?(\\/|$)/.test(id) },
  },
};
`,
    );
    consumer.run('npx', ['vite', 'build'], { cwd: folder });
    const out = path.join(folder, 'out');
    const size = (ending) =>
      readdirSync(out, { recursive: true })
        .filter((file) => String(file).endsWith(ending))
        .reduce(
          (sum, file) => sum + gzipSync(readFileSync(path.join(out, String(file)))).length,
          0,
        );
    rows.push({ name, js: size('.js'), css: size('.css') });
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('a consumer of @citylife/ui ships     JS (gzip)   CSS (gzip)');
  for (const row of rows) {
    console.log(`${row.name.padEnd(34)}${kb(row.js).padStart(10)}${kb(row.css).padStart(13)}`);
  }
  for (const [name, file] of Object.entries(consumer.tarballs)) {
    console.log(`tarball ${name.padEnd(24)}${kb(readFileSync(file).length).padStart(10)}`);
  }
  const button = rows.find((row) => row.name === 'Button only');
  const whole = rows.find((row) => row.name === 'whole kit');
  console.log(
    `budget: Button only ≤ ${kb(BUTTON_ONLY_JS_BUDGET)} of JS: ${button.js <= BUTTON_ONLY_JS_BUDGET ? 'met' : 'MISSED'}` +
      ` (${((button.js / whole.js) * 100).toFixed(1)}% of the whole kit's JS)`,
  );
  if (button.js > BUTTON_ONLY_JS_BUDGET) process.exitCode = 1;
} finally {
  rmSync(consumer.work, { recursive: true, force: true });
}
