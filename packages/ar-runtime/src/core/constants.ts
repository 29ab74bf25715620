/** `AR.CONST` and the SDK's other enumerations (states, anchors, modes), with their values. */

export const UNKNOWN_ALTITUDE = -32768;

export const EASING_CURVE_TYPE = Object.freeze({
  LINEAR: 'linear',
  EASE_IN_QUAD: 'easeInQuad',
  EASE_OUT_QUAD: 'easeOutQuad',
  EASE_IN_OUT_QUAD: 'easeInOutQuad',
  EASE_OUT_IN_QUAD: 'easeOutInQuad',
  EASE_IN_CUBIC: 'easeInCubic',
  EASE_OUT_CUBIC: 'easeOutCubic',
  EASE_IN_OUT_CUBIC: 'easeInOutCubic',
  EASE_OUT_IN_CUBIC: 'easeOutInCubic',
  EASE_IN_QUART: 'easeInQuart',
  EASE_OUT_QUART: 'easeOutQuart',
  EASE_IN_OUT_QUART: 'easeInOutQuart',
  EASE_OUT_IN_QUART: 'easeOutInQuart',
  EASE_IN_QUINT: 'easeInQuint',
  EASE_OUT_QUINT: 'easeOutQuint',
  EASE_IN_OUT_QUINT: 'easeInOutQuint',
  EASE_OUT_IN_QUINT: 'easeOutInQuint',
  EASE_IN_SINE: 'easeInSine',
  EASE_OUT_SINE: 'easeOutSine',
  EASE_IN_OUT_SINE: 'easeInOutSine',
  EASE_OUT_IN_SINE: 'easeOutInSine',
  EASE_IN_EXPO: 'easeInExpo',
  EASE_OUT_EXPO: 'easeOutExpo',
  EASE_IN_OUT_EXPO: 'easeInOutExpo',
  EASE_OUT_IN_EXPO: 'easeOutInExpo',
  EASE_IN_CIRC: 'easeInCirc',
  EASE_OUT_CIRC: 'easeOutCirc',
  EASE_IN_OUT_CIRC: 'easeInOutCirc',
  EASE_OUT_IN_CIRC: 'easeOutInCirc',
  EASE_IN_ELASTIC: 'easeInElastic',
  EASE_OUT_ELASTIC: 'easeOutElastic',
  EASE_IN_OUT_ELASTIC: 'easeInOutElastic',
  EASE_OUT_IN_ELASTIC: 'easeOutInElastic',
  EASE_IN_BACK: 'easeInBack',
  EASE_OUT_BACK: 'easeOutBack',
  EASE_IN_OUT_BACK: 'easeInOutBack',
  EASE_OUT_IN_BACK: 'easeOutInBack',
  EASE_IN_BOUNCE: 'easeInBounce',
  EASE_OUT_BOUNCE: 'easeOutBounce',
  EASE_IN_OUT_BOUNCE: 'easeInOutBounce',
  EASE_OUT_IN_BOUNCE: 'easeOutInBounce',
});

export type EasingCurveName = (typeof EASING_CURVE_TYPE)[keyof typeof EASING_CURVE_TYPE];

export const STATE = Object.freeze({
  ERROR: -1,
  INITIALIZED: 0,
  LOADING: 1,
  LOADED: 2,
  PLAYING: 3,
  PAUSED: 4,
});
export type ResourceState = (typeof STATE)[keyof typeof STATE];

export const LOCATION_ACCURACY = Object.freeze({ LOW: 1, MEDIUM: 2, HIGH: 3 });
export const HORIZONTAL_ANCHOR = Object.freeze({ LEFT: 0, CENTER: 1, RIGHT: 2 });
export const VERTICAL_ANCHOR = Object.freeze({ TOP: 3, MIDDLE: 4, BOTTOM: 5 });
export const CLICK_BEHAVIOR = Object.freeze({
  CLICK: 'touchClick',
  TOUCH_UP: 'touchUp',
  TOUCH_DOWN: 'touchDown',
});
export type ClickBehavior = (typeof CLICK_BEHAVIOR)[keyof typeof CLICK_BEHAVIOR];
export const CAMERA_POSITION = Object.freeze({ FRONT: 'front', BACK: 'back' });
export const CAMERA_FOCUS_MODE = Object.freeze({
  ONCE: 'once',
  CONTINUOUS: 'continuous',
  OFF: 'off',
});
export const ANIMATION_GROUP_TYPE = Object.freeze({
  PARALLEL: 'parallel',
  SEQUENTIAL: 'sequential',
});
export type AnimationGroupType = (typeof ANIMATION_GROUP_TYPE)[keyof typeof ANIMATION_GROUP_TYPE];
export const FONT_STYLE = Object.freeze({ NORMAL: 'normal', BOLD: 'bold', ITALIC: 'italic' });
export const CLOUD_RECOGNITION_SERVER_REGION = Object.freeze({ AMERICAS: 1, EUROPE: 3 });
export const INSTANT_TRACKING_PLANE_ORIENTATION = Object.freeze({ HORIZONTAL: 0, VERTICAL: 90 });
export const IMAGE_RECOGNITION_RANGE_EXTENSION = Object.freeze({ OFF: 0, ON: 1, AUTO: 2 });
export const TRACKER_EFFICIENCY_MODE = Object.freeze({ HIGH_ACCURACY: 0, ENERGY_EFFICIENCY: 1 });
/** Whether an object tracker may grow its point-cloud map while tracking. */
export const MAP_EXPANSION_POLICY = Object.freeze({ NO_MAP_EXPANSION: 0, ALLOW_MAP_EXPANSION: 1 });
export const INSTANT_TRACKER_STATE = Object.freeze({ INITIALIZING: 0, TRACKING: 1, UNKNOWN: 2 });
export const SMART_AVAILABILITY = Object.freeze({
  INDETERMINATE_QUERY_FAILED: 0,
  CHECKING_QUERY_ONGOING: 1,
  UNSUPPORTED: 2,
  SUPPORTED_UPDATE_REQUIRED: 3,
  SUPPORTED: 4,
});

export const CONST = Object.freeze({
  UNKNOWN_ALTITUDE,
  LOCATION_ACCURACY,
  HORIZONTAL_ANCHOR,
  VERTICAL_ANCHOR,
  STATE,
  CLICK_BEHAVIOR,
  CAMERA_POSITION,
  CAMERA_FOCUS_MODE,
  EASING_CURVE_TYPE,
  ANIMATION_GROUP_TYPE,
  FONT_STYLE,
  CLOUD_RECOGNITION_SERVER_REGION,
  INSTANT_TRACKING_PLANE_ORIENTATION,
  /** The name experiences also use for the plane's orientation while initializing. */
  INITIAL_INSTANT_TRACKING_PLANE_ORIENTATION: INSTANT_TRACKING_PLANE_ORIENTATION,
  IMAGE_RECOGNITION_RANGE_EXTENSION,
  TRACKER_EFFICIENCY_MODE,
  MAP_EXPANSION_POLICY,
  INSTANT_TRACKER_STATE,
  SMART_AVAILABILITY,
});

/** Default values of the scene, radar, styles, trackers and camera. */
export const DEFAULTS = Object.freeze({
  scene: Object.freeze({
    cullingDistance: 50000,
    minScalingDistance: 10,
    maxScalingDistance: 20000,
    scalingFactor: 0.1,
    globalScale: 1,
  }),
  radar: Object.freeze({
    centerX: 0.5,
    centerY: 0.5,
    radius: 0.5,
    northIndicatorRadius: 0.5,
    maxDistance: -1,
    pollIntervalMs: 10,
    pollDurationMs: 250,
  }),
  style: Object.freeze({
    backgroundColor: '#00000000',
    fillColor: '#000000FF',
    outlineColor: '#FFFFFF00',
    textColor: '#000000FF',
    outlineSize: 0,
  }),
  loopTimes: 1,
  instantTrackerDeviceHeight: 1,
  cameraZoom: 1,
  simulatedMaxZoom: 4,
  focusMode: 'continuous',
  htmlViewport: 256,
  htmlViewportMax: 1024,
  htmlBackgroundColor: '#00000000',
  outlineSizeMax: 128,
  manualFocusDistanceMax: 100,
  continuousRecognitionMinMs: 500,
  cloudRecognitionIntervalMs: 1000,
  concurrentTargets: 1,
  maxConcurrentTargets: 5,
  extendedTarget: '*',
  versionNumber: '6.1',
});
