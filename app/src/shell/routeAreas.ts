import type { AreaOfTable } from '../lib/paths';
import tableAreas from './routeAreas.json';

/**
 * An area of the routes: `root`, or one of the route table's groups (the first segment of
 * its routes' paths). Each one is loaded as its own chunk.
 */
export type Area = 'root' | AreaOfTable;

/**
 * Every route area. The groups are listed in `routeAreas.json`, which the lint rule against
 * hand-written route paths reads too; a test checks the list against the routes.
 */
export const areas: readonly Area[] = ['root', ...(tableAreas as AreaOfTable[])];

/** The parameters of a route's path, by name (an optional one may be missing). */
export type RouteParams = Record<string, string | undefined>;
