// Builds the offline API reference served at /api/docs: Redocly's build-docs with the
// Redoc scripts inlined, then the one asset Redoc still fetches from a CDN (its logo)
// replaced by an inline image, so the page makes no request outside this server.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const output = fileURLToPath(new URL('../dist/api-docs.html', import.meta.url));
mkdirSync(fileURLToPath(new URL('../dist/', import.meta.url)), { recursive: true });

execFileSync(
  process.execPath,
  [
    `${root}node_modules/@redocly/cli/bin/cli.js`,
    'build-docs',
    `${root}openapi/openapi.yaml`,
    '--config',
    `${root}openapi/redocly.yaml`,
    '--inlineBundle',
    '--title',
    'City Life API',
    '-o',
    output,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
);

const emptyImage = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
const html = readFileSync(output, 'utf8').replace(
  /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g,
  emptyImage,
);
writeFileSync(output, html);
console.log(`Wrote ${output}`);
