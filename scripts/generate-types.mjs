// Generates packages/api-client/src/generated/schema.d.ts (the contract's types) and
// enums.ts (the value list of each enumerated schema, as a const array) from
// openapi/openapi.yaml. With --check it writes nothing and fails when a committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url);
const source = new URL('openapi/openapi.yaml', root);
const generatedDir = new URL('packages/api-client/src/generated/', root);
const banner =
  '// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.\n\n';

// defaultNonNullable: false keeps request fields that have a default optional for callers.
const ast = await openapiTS(source, {
  alphabetize: false,
  immutable: false,
  defaultNonNullable: false,
});
const generated = banner + astToString(ast);

/**
 * `export const attractionTypeValues = ['play', ...] as const satisfies readonly
 * components['schemas']['AttractionType'][];` for every schema of the contract that is an
 * enumeration, in the contract's order.
 */
function enumValueLists(contract) {
  const lines = [
    "import type { components } from './schema';",
    '',
    '// The values of each enumerated schema of the contract, in its order.',
  ];
  for (const [name, schema] of Object.entries(contract.components?.schemas ?? {})) {
    if (!Array.isArray(schema.enum)) continue;
    const constName = `${name[0].toLowerCase()}${name.slice(1)}Values`;
    const values = schema.enum.map((value) => JSON.stringify(value).replaceAll('"', "'"));
    lines.push(
      '',
      `/** The values of \`${name}\`. */`,
      `export const ${constName} = [${values.join(', ')}] as const satisfies readonly components['schemas']['${name}'][];`,
    );
  }
  return banner + lines.join('\n') + '\n';
}

const outputs = [
  { file: new URL('schema.d.ts', generatedDir), text: generated },
  {
    file: new URL('enums.ts', generatedDir),
    text: enumValueLists(parse(await readFile(source, 'utf8'))),
  },
];

if (process.argv.includes('--check')) {
  let stale = false;
  for (const { file, text } of outputs) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed === text) continue;
    console.error(
      `${fileURLToPath(file)} is stale: run \`npm run generate\` and commit the result.`,
    );
    stale = true;
  }
  if (stale) process.exit(1);
  console.log('Generated API types are fresh.');
} else {
  for (const { file, text } of outputs) {
    await writeFile(file, text);
    console.log(`Wrote ${fileURLToPath(file)}`);
  }
}
