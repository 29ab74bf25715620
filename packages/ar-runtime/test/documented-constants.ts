/**
 * Every enumeration value and constant of the SDK's JavaScript API, by the path an experience
 * reads it from on the global `AR`, with its documented value: states, SMART availability,
 * accuracy, anchors, regions, tracking and camera modes, click behaviour, styles, animation
 * groups and easing curves.
 */
export const DOCUMENTED_CONSTANTS: ReadonlyArray<readonly [path: string, value: unknown]> = [
  ['AR.CONST.UNKNOWN_ALTITUDE', -32768],

  // Sound, video and model states.
  ['AR.CONST.STATE.ERROR', -1],
  ['AR.CONST.STATE.INITIALIZED', 0],
  ['AR.CONST.STATE.LOADING', 1],
  ['AR.CONST.STATE.LOADED', 2],
  ['AR.CONST.STATE.PLAYING', 3],
  ['AR.CONST.STATE.PAUSED', 4],

  // Instant tracker states.
  ['AR.InstantTrackerState.INITIALIZING', 0],
  ['AR.InstantTrackerState.TRACKING', 1],
  ['AR.InstantTrackerState.UNKNOWN', 2],

  // Platform-assisted tracking (SMART) availability, on AR.hardware.smart.
  ['AR.hardware.smart.SmartAvailability.INDETERMINATE_QUERY_FAILED', 0],
  ['AR.hardware.smart.SmartAvailability.CHECKING_QUERY_ONGOING', 1],
  ['AR.hardware.smart.SmartAvailability.UNSUPPORTED', 2],
  ['AR.hardware.smart.SmartAvailability.SUPPORTED_UPDATE_REQUIRED', 3],
  ['AR.hardware.smart.SmartAvailability.SUPPORTED', 4],

  ['AR.CONST.LOCATION_ACCURACY.LOW', 1],
  ['AR.CONST.LOCATION_ACCURACY.MEDIUM', 2],
  ['AR.CONST.LOCATION_ACCURACY.HIGH', 3],

  ['AR.CONST.HORIZONTAL_ANCHOR.LEFT', 0],
  ['AR.CONST.HORIZONTAL_ANCHOR.CENTER', 1],
  ['AR.CONST.HORIZONTAL_ANCHOR.RIGHT', 2],
  ['AR.CONST.VERTICAL_ANCHOR.TOP', 3],
  ['AR.CONST.VERTICAL_ANCHOR.MIDDLE', 4],
  ['AR.CONST.VERTICAL_ANCHOR.BOTTOM', 5],

  ['AR.CONST.CLOUD_RECOGNITION_SERVER_REGION.AMERICAS', 1],
  ['AR.CONST.CLOUD_RECOGNITION_SERVER_REGION.EUROPE', 3],

  ['AR.CONST.INSTANT_TRACKING_PLANE_ORIENTATION.HORIZONTAL', 0],
  ['AR.CONST.INSTANT_TRACKING_PLANE_ORIENTATION.VERTICAL', 90],
  ['AR.CONST.INITIAL_INSTANT_TRACKING_PLANE_ORIENTATION.HORIZONTAL', 0],
  ['AR.CONST.INITIAL_INSTANT_TRACKING_PLANE_ORIENTATION.VERTICAL', 90],

  ['AR.CONST.IMAGE_RECOGNITION_RANGE_EXTENSION.OFF', 0],
  ['AR.CONST.IMAGE_RECOGNITION_RANGE_EXTENSION.ON', 1],
  ['AR.CONST.IMAGE_RECOGNITION_RANGE_EXTENSION.AUTO', 2],

  ['AR.CONST.TRACKER_EFFICIENCY_MODE.HIGH_ACCURACY', 0],
  ['AR.CONST.TRACKER_EFFICIENCY_MODE.ENERGY_EFFICIENCY', 1],

  ['AR.CONST.MAP_EXPANSION_POLICY.NO_MAP_EXPANSION', 0],
  ['AR.CONST.MAP_EXPANSION_POLICY.ALLOW_MAP_EXPANSION', 1],

  ['AR.CONST.CLICK_BEHAVIOR.CLICK', 'touchClick'],
  ['AR.CONST.CLICK_BEHAVIOR.TOUCH_UP', 'touchUp'],
  ['AR.CONST.CLICK_BEHAVIOR.TOUCH_DOWN', 'touchDown'],

  ['AR.CONST.CAMERA_POSITION.FRONT', 'front'],
  ['AR.CONST.CAMERA_POSITION.BACK', 'back'],
  ['AR.CONST.CAMERA_FOCUS_MODE.ONCE', 'once'],
  ['AR.CONST.CAMERA_FOCUS_MODE.CONTINUOUS', 'continuous'],
  ['AR.CONST.CAMERA_FOCUS_MODE.OFF', 'off'],

  ['AR.CONST.FONT_STYLE.NORMAL', 'normal'],
  ['AR.CONST.FONT_STYLE.BOLD', 'bold'],
  ['AR.CONST.FONT_STYLE.ITALIC', 'italic'],

  ['AR.CONST.ANIMATION_GROUP_TYPE.PARALLEL', 'parallel'],
  ['AR.CONST.ANIMATION_GROUP_TYPE.SEQUENTIAL', 'sequential'],

  ...(['IN', 'OUT', 'IN_OUT', 'OUT_IN'] as const).flatMap((way) =>
    (
      [
        'QUAD',
        'CUBIC',
        'QUART',
        'QUINT',
        'SINE',
        'EXPO',
        'CIRC',
        'ELASTIC',
        'BACK',
        'BOUNCE',
      ] as const
    ).map(
      (curve) =>
        [
          `AR.CONST.EASING_CURVE_TYPE.EASE_${way}_${curve}`,
          `ease${camel(way)}${curve.charAt(0)}${curve.slice(1).toLowerCase()}`,
        ] as const,
    ),
  ),
  ['AR.CONST.EASING_CURVE_TYPE.LINEAR', 'linear'],

  ['AR.context.versionNumber', '6.1'],
];

function camel(words: string): string {
  return words
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join('');
}

/** The value at a dotted path from `root` (undefined where a step is missing). */
export function valueAt(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
