// A tiny static server for the built Storybook (storybook-static/), for the screenshot and
// docs suites: at the root and under a sub-path.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../storybook-static/', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6107);
/** A path the site is also served under, as a static host serves it from a sub-path. */
const subPath = process.env.VISUAL_SUB_PATH;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`No built Storybook in ${root}: run npm run build-storybook first.`);
  process.exit(1);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const pathname =
    subPath && url.pathname.startsWith(subPath)
      ? `/${url.pathname.slice(subPath.length)}`
      : url.pathname;
  const file = path.join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'max-age=3600',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
});
