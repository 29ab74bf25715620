// `npm start`: builds the app and the server, then serves both on one local port.
// HOST and PORT choose the address (default 127.0.0.1:8080); DATABASE_URL switches from
// the embedded database in .data/ to a PostgreSQL server.
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const built = await run('npm run build --silent');
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
