// The app's route paths are written once, in its route table (app/src/lib/paths.ts): the
// router's patterns and every link, redirect and navigation are made from it. This makes
// the `no-restricted-syntax` entries that refuse a string or template literal starting
// with one of the table's top-level segments anywhere else in the app's code. The typed
// API client's paths (the first argument of `GET`, `POST`, ...) and literal types share
// some of those segments and are not routes; so do the keys of types that list API paths.

import tableAreas from '../../app/src/shell/routeAreas.json' with { type: 'json' };

/**
 * The first segment of every route in the table (a test keeps the two in step): the root
 * area's own routes, then the table's groups, which the app lists as its route areas.
 */
export const routePrefixes = [
  'home',
  'ti',
  'feedback',
  'page',
  'about',
  'setting',
  'jump',
  'wip',
  '404',
  ...tableAreas,
];

/** The app's route table, the one file that writes route paths. */
export const routeTableFile = 'app/src/lib/paths.ts';

// A selector's regular expression may not contain a slash: \x2F stands for one.
const startsWithRoute = `^\\x2F(?:${routePrefixes.join('|')})(?:[\\x2F?#]|$)`;
const apiCall = 'CallExpression[callee.property.name=/^(?:GET|POST|PUT|PATCH|DELETE)$/]';
const message = `Route paths come from the route table (${routeTableFile}): use \`paths\` instead of writing one by hand.`;

/** The `no-restricted-syntax` entries refusing hand-written route paths. */
export const routeStringRestrictions = [
  {
    selector: `Literal[value=/${startsWithRoute}/]:not(${apiCall} > Literal, TSLiteralType > Literal, TSPropertySignature > Literal)`,
    message,
  },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${startsWithRoute}/]`,
    message,
  },
];
