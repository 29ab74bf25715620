/**
 * Every enumeration value and constant of the SDK's JavaScript API, by the path an experience
 * reads it from on the global `AR`, with its documented value: states, SMART availability,
 * accuracy, anchors, regions, tracking and camera modes, click behaviour, styles, animation
 * groups and easing curves.
 */
export declare const DOCUMENTED_CONSTANTS: ReadonlyArray<readonly [path: string, value: unknown]>;
/** The value at a dotted path from `root` (undefined where a step is missing). */
export declare function valueAt(root: unknown, path: string): unknown;
