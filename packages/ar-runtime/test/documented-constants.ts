import { readFileSync } from 'node:fs';

/**
 * Every enumeration value and constant of the SDK's JavaScript API, by the path an experience
 * reads it from on the global `AR`, with its documented value: states, SMART availability,
 * accuracy, anchors, regions, tracking and camera modes, click behaviour, styles, animation
 * groups and easing curves. The list is JSON (`documented-constants.json`), which the
 * end-to-end test of the drop-in script walks as well.
 */
export const DOCUMENTED_CONSTANTS = JSON.parse(
  readFileSync(new URL('./documented-constants.json', import.meta.url), 'utf8'),
) as ReadonlyArray<readonly [path: string, value: unknown]>;

/** The value at a dotted path from `root` (undefined where a step is missing). */
export function valueAt(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
