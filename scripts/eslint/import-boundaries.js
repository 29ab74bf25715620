// ESLint rule enforcing which areas of the repository may import which (imports flow one
// way: packages -> app; features never import each other). The import table:
//
//   openapi/              nothing
//   packages/api-client/  its generated types only (nothing else of ours)
//   packages/ui/          nothing of ours
//   packages/ar-runtime/  nothing of ours
//   packages/conformance/ openapi/ (the contract it checks against); its tests may start the
//                         reference server to run against
//   server/               openapi/ (and, type-only, the types generated from it);
//                         its tests may drive the server through the typed client
//   app/                  every package, never server/; features never import each other
//   e2e/                  anything
//   .storybook/           packages/ui, and the shared scripts (build settings)
//   packages/*/{demo,visual,bench}/, app/bench/, packages/*/*.config.ts, app/*.config.ts
//                         test, measurement and build tooling of a package or the app: that
//                         package (or the app) and the shared scripts (Chromium and build
//                         settings); nothing else
//
// An import is placed in an area by its package name (`@citylife/...`) or, for a
// relative path, by where it resolves on disk.
import path from 'node:path';

const PACKAGE_AREAS = {
  '@citylife/openapi': 'openapi',
  '@citylife/api-client': 'packages/api-client',
  '@citylife/ui': 'packages/ui',
  '@citylife/ar-runtime': 'packages/ar-runtime',
  '@citylife/conformance': 'packages/conformance',
  '@citylife/server': 'server',
  '@citylife/app': 'app',
  '@citylife/e2e': 'e2e',
};

const AREAS = Object.values(PACKAGE_AREAS).concat(['.storybook', 'scripts']);

/**
 * Tooling inside a package or the app (`packages/ui/visual`, `packages/ui/vite.lib.config.ts`)
 * is an area of its own.
 */
const TOOLING = /^(packages\/[^/]+|app)\/(demo|visual|bench|[^/]+\.config\.[cm]?[jt]s)(\/|$)/;

/** May code in `from` import `to`? `ctx` carries the type-only and test flags. */
export function isAllowed(from, to, ctx = {}) {
  if (from === to) return true;
  const tooling = TOOLING.exec(from);
  if (tooling) return to === tooling[1] || to === 'scripts';
  switch (from) {
    case 'e2e':
    case 'scripts':
      return true;
    case 'app':
      return to.startsWith('packages/');
    case '.storybook':
      return to === 'packages/ui' || to === 'scripts';
    case 'packages/conformance':
      return to === 'openapi' || (to === 'server' && ctx.isTest === true);
    case 'server':
      if (to === 'openapi') return true;
      if (to === 'packages/api-client') {
        return ctx.isTest || (ctx.typeOnly && ctx.specifier === '@citylife/api-client/schema');
      }
      return false;
    default:
      return false;
  }
}

function areaOfFile(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const tooling = TOOLING.exec(rel);
  if (tooling) return `${tooling[1]}/${tooling[2]}`;
  return AREAS.find((area) => rel === area || rel.startsWith(area + '/')) ?? null;
}

function areaOfSpecifier(root, file, specifier) {
  if (specifier.startsWith('@citylife/')) {
    const name = specifier.split('/').slice(0, 2).join('/');
    return PACKAGE_AREAS[name] ?? 'unknown @citylife package';
  }
  if (specifier.startsWith('.')) {
    return areaOfFile(root, path.resolve(path.dirname(file), specifier));
  }
  return null; // a third-party package
}

function featureOf(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const match = /^app\/src\/features\/([^/]+)\//.exec(rel);
  return match ? match[1] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce which areas of the repository may import which' },
    schema: [],
    messages: {
      area: '{{from}} may not import {{to}} ("{{specifier}}"): see the import table at the top of scripts/eslint/import-boundaries.js.',
      feature:
        'Feature "{{from}}" may not import feature "{{to}}": move the shared piece down into a package.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = areaOfFile(root, file);
    if (!from) return {};
    const isTest =
      /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);
    const fromFeature = featureOf(root, file);

    function check(node, specifier, typeOnly) {
      if (typeof specifier !== 'string') return;
      const to = areaOfSpecifier(root, file, specifier);
      if (to && !isAllowed(from, to, { typeOnly, isTest, specifier })) {
        context.report({ node, messageId: 'area', data: { from, to, specifier } });
        return;
      }
      if (fromFeature && specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        const toFeature = featureOf(root, target + (path.extname(target) ? '' : '/x'));
        if (toFeature && toFeature !== fromFeature) {
          context.report({
            node,
            messageId: 'feature',
            data: { from: fromFeature, to: toFeature },
          });
        }
      }
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type');
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
