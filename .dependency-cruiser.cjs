// Import rules checked by `npm run lint` (dependency-cruiser): no module may import itself
// through others, type-only imports included, in the server, the packages or the app; the
// server's database layer knows nothing of its modules.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
