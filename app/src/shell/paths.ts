// What the app's code needs to know of its routes without the route table itself (which
// names every screen, so screens importing it would import themselves).

export const HOME = '/home';

/** The route areas; each one is loaded as its own chunk. */
export const areas = [
  'root',
  'classified',
  'event',
  'lab',
  'member',
  'oauth',
  'poll',
  'pricelist',
  'registration',
  'shop',
  'shoppingcart',
  'tour',
  'user',
  'pay',
  'admin',
] as const;
export type Area = (typeof areas)[number];

/** The parameters of a route's path, by name (an optional one may be missing). */
export type RouteParams = Record<string, string | undefined>;
