// Import rules checked by `npm run lint` (dependency-cruiser): no module may import itself
// through others, type-only imports included, in the server, the packages or the app; the
// server's database layer knows nothing of its modules; the app's layers import downwards
// only.

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
/**
 * The app's shared layer, top to bottom: each folder may import only the folders after it.
 * `common` (shared screen pieces) uses the stores; the stores use the API client (which
 * learns who is calling from the session store, never importing it); the client uses the
 * translations; `lib` (the route table, chunk loading, motion and navigation helpers) uses
 * nothing of the app.
 */
const appShared = ['common', 'stores', 'api', 'i18n', 'lib'];
const appShell = '^app/src/(shell/|main\\.tsx$)';

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
      name: 'app-features-below-shell',
      severity: 'error',
      comment:
        'The shell (routes, frame, boot) composes the features; a feature never imports the shell: what both need lives in the shared layer.',
      from: { path: '^app/src/features/' },
      to: { path: appShell },
    },
    {
      name: 'app-shared-below-features',
      severity: 'error',
      comment: `The shared layer (app/src/{${appShared.join(',')}}) knows neither the features nor the shell.`,
      from: { path: `^app/src/(${appShared.join('|')})/` },
      to: { path: [appShell, '^app/src/features/'] },
    },
    {
      name: 'app-features-apart',
      severity: 'error',
      comment:
        'Features never import each other: a piece two features need moves down into the shared layer.',
      from: { path: '^app/src/features/([^/]+)/' },
      to: { path: '^app/src/features/', pathNot: '^app/src/features/$1/' },
    },
    ...appShared.slice(1).map((name, index) => ({
      name: 'app-shared-one-direction',
      severity: 'error',
      comment: `app/src/${name} may import only the shared folders below it: ${appShared.slice(index + 2).join(', ') || 'none'}.`,
      from: { path: `^app/src/${name}/` },
      to: { path: `^app/src/(${appShared.slice(0, index + 1).join('|')})/` },
    })),
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
