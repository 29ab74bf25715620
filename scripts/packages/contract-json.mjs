// The contract package's JSON copy: openapi/openapi.yaml (bundled by `npm run generate`)
// parsed and written as dist/openapi.json, for tools that read JSON only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const root = new URL('../../openapi/', import.meta.url);
const contract = parse(readFileSync(new URL('openapi.yaml', root), 'utf8'));
mkdirSync(new URL('dist/', root), { recursive: true });
writeFileSync(new URL('dist/openapi.json', root), `${JSON.stringify(contract, null, 2)}\n`);
console.log(`openapi/dist/openapi.json: ${Object.keys(contract.paths).length} paths`);
