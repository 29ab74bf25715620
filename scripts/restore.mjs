// `npm run restore -- FILE [--force]`: restores a backup into the empty database the environment configures (DATA_DIR or DATABASE_URL); --force replaces one that holds data. See server/src/ops/backup.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// A file is named from where the command was typed (npm runs this from the root).
const where = process.env.INIT_CWD ?? process.cwd();
const args = process.argv
  .slice(2)
  .map((arg) => (arg.startsWith('--') ? arg : path.resolve(where, arg)));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/src/ops/cli.ts', 'restore', ...args],
  { cwd: root, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
