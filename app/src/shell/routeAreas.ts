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
