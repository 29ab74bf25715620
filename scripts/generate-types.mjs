// Generates, from openapi/openapi.yaml, packages/api-client/src/generated/schema.d.ts (the
// contract's types), packages/api-client/src/generated/enums.ts (the value list of each
// enumerated schema, as a const array) and server/src/http/callers.generated.ts (who calls
// each operation, by its security). With --check it writes nothing and fails when a committed
// file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url);
const source = new URL('openapi/openapi.yaml', root);
const banner =
  '// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.\n\n';

// defaultNonNullable: false keeps request fields that have a default optional for callers.
const ast = await openapiTS(source, {
  alphabetize: false,
  immutable: false,
  defaultNonNullable: false,
});
const schemaTypes = banner + astToString(ast);

/**
 * Who calls an operation, from its security requirements (the document's when it has none):
 * `none` when only the empty requirement is listed (no token is taken), `optional` when the
 * empty requirement is one of several, `admin` when every requirement asks for the token's
 * `admin` scope, else `signedIn`.
 */
function callersOf(security) {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  const empty = (requirement) => Object.keys(requirement).length === 0;
  if (security.every(empty)) return 'none';
  if (security.some(empty)) return 'optional';
  return security.every((requirement) => requirement.token?.includes('admin'))
    ? 'admin'
    : 'signedIn';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const contract = parse(await readFile(source, 'utf8'));
const callers = Object.values(contract.paths).flatMap((pathItem) =>
  METHODS.filter((method) => pathItem[method]).map((method) => {
    const operation = pathItem[method];
    return [operation.operationId, callersOf(operation.security ?? contract.security)];
  }),
);
const callerMap = [
  banner.trimEnd(),
  '',
  '/**',
  " * Who calls each operation, by the contract's security: `none` (no caller is taken),",
  ' * `optional` (a caller when signed in), `signedIn` (always a caller), `admin` (always a',
  ' * caller with the admin role).',
  ' */',
  'export const operationCallers = {',
  ...callers.map(([operationId, kind]) => `  ${operationId}: '${kind}',`),
  '} as const;',
  '',
].join('\n');

/**
 * `export const attractionTypeValues = ['play', ...] as const satisfies readonly
 * components['schemas']['AttractionType'][];` for every schema of the contract that is an
 * enumeration, in the contract's order.
 */
function enumValueLists() {
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
  [new URL('packages/api-client/src/generated/schema.d.ts', root), schemaTypes],
  [new URL('packages/api-client/src/generated/enums.ts', root), enumValueLists()],
  [new URL('server/src/http/callers.generated.ts', root), callerMap],
];

if (process.argv.includes('--check')) {
  let stale = false;
  for (const [target, generated] of outputs) {
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed !== generated) {
      console.error(
        `${fileURLToPath(target)} is stale: run \`npm run generate\` and commit the result.`,
      );
      stale = true;
    }
  }
  if (stale) process.exit(1);
  console.log('Generated API types are fresh.');
} else {
  for (const [target, generated] of outputs) {
    await writeFile(target, generated);
    console.log(`Wrote ${fileURLToPath(target)}`);
  }
}
