// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: back up, or restore into,
// the database the environment configures (DATA_DIR or DATABASE_URL), while the server runs
// or not. The command itself is server/src/ops/cli.ts; see server/src/ops/backup.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// A file is named from where the command was typed (npm runs this from the root).
const where = process.env.INIT_CWD ?? process.cwd();
const [command, ...rest] = process.argv.slice(2);
const args = rest.map((arg) => (arg.startsWith('--') ? arg : path.resolve(where, arg)));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/src/ops/cli.ts', command, ...args],
  { cwd: root, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
