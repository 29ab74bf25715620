// Import rules checked by `npm run lint` (dependency-cruiser): no module may import itself
// through others, type-only imports included, in the server, the packages or the app; the
// server's database layer knows nothing of its modules.

const fs = require('node:fs');
const path = require('node:path');

/**
 * Which server modules each module may use (server/README.md, "The shape of the code"):
 * one direction only, so that commerce modules never import each other in a circle.
 */
const moduleUses = {
  cart: ['orders', 'voucher', 'shop', 'catalogue'],
  orders: ['member', 'voucher', 'shop', 'catalogue'],
  review: ['member', 'catalogue'],
  favorite: ['member', 'catalogue'],
  member: ['voucher'],
  user: ['auth'],
  map: ['tour'],
};
const serverModules = fs
  .readdirSync(path.join(__dirname, 'server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'modules-through-services',
      severity: 'error',
      comment:
        "A server module uses another only through that module's service (x.service.ts), never its wiring, seed or inner files.",
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '\\.service\\.ts$'],
      },
    },
    ...serverModules.map((name) => ({
      name: 'modules-one-direction',
      severity: 'error',
      comment: `The server module ${name} uses only: ${(moduleUses[name] ?? []).join(', ') || 'no other module'}.`,
      from: { path: `^server/src/modules/${name}/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: `^server/src/modules/(${[name, ...(moduleUses[name] ?? [])].join('|')})/`,
      },
    })),
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in one direction only: move what both need down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-below-modules',
      severity: 'error',
      comment:
        'server/src/db/ opens, migrates and describes the database; seeding is run by the server start and the test set-up.',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|storybook-static)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
