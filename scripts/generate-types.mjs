// Generates packages/api-client/src/generated/schema.d.ts from openapi/openapi.yaml.
// With --check it writes nothing and fails when the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('..', import.meta.url);
const source = new URL('openapi/openapi.yaml', root);
const target = new URL('packages/api-client/src/generated/schema.d.ts', root);
const banner =
  '// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.\n\n';

// defaultNonNullable: false keeps request fields that have a default optional for callers.
const ast = await openapiTS(source, {
  alphabetize: false,
  immutable: false,
  defaultNonNullable: false,
});
const generated = banner + astToString(ast);

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error(
      `${fileURLToPath(target)} is stale: run \`npm run generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('Generated API types are fresh.');
} else {
  await writeFile(target, generated);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
