// `npm run dev`: the server with reload on change (API only, port 8080 unless PORT is set),
// in development mode (passcodes in its log and the outbox, captcha answers, the payment
// sandbox, for this machine only), and the app with hot module replacement on Vite's port,
// proxying API calls to the server.
import { start } from './run.mjs';

const apiPort = process.env.PORT ?? '8080';
const server = start('npx tsx watch server/src/main.ts', {
  env: { CITYLIFE_MODE: 'development', ...process.env, PORT: apiPort, APP_DIST: '' },
});
const app = start('npx vite --host 127.0.0.1', {
  cwd: 'app',
  env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    app.kill('SIGTERM');
    process.exit(0);
  });
}
