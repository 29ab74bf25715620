// Copies the files a package's types need that tsc does not emit (hand-kept or generated
// `.d.ts` files, JSON read by `typeof import`) into its build:
// `node copy-files.mjs <from> <to> <ending>...`, e.g. `src/generated dist/generated .d.ts`.
import { cpSync, statSync } from 'node:fs';

const [from, to, ...endings] = process.argv.slice(2);
if (!from || !to || endings.length === 0) {
  console.error('usage: copy-files.mjs <from> <to> <ending>...');
  process.exit(2);
}
cpSync(from, to, {
  recursive: true,
  filter: (file) => statSync(file).isDirectory() || endings.some((ending) => file.endsWith(ending)),
});
