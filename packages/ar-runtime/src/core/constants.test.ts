import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';

describe('AR.CONST and defaults', () => {
  const { AR } = setupAR();

  it('exposes the numeric constants of the SDK', () => {
    expect(AR.CONST.UNKNOWN_ALTITUDE).toBe(-32768);
    expect(AR.CONST.LOCATION_ACCURACY).toEqual({ LOW: 1, MEDIUM: 2, HIGH: 3 });
    expect(AR.CONST.HORIZONTAL_ANCHOR).toEqual({ LEFT: 0, CENTER: 1, RIGHT: 2 });
    expect(AR.CONST.VERTICAL_ANCHOR).toEqual({ TOP: 3, MIDDLE: 4, BOTTOM: 5 });
    expect(AR.CONST.STATE).toEqual({
      ERROR: -1,
      INITIALIZED: 0,
      LOADING: 1,
      LOADED: 2,
      PLAYING: 3,
      PAUSED: 4,
    });
    expect(AR.CONST.CLOUD_RECOGNITION_SERVER_REGION).toEqual({ AMERICAS: 1, EUROPE: 3 });
    expect(AR.CONST.INSTANT_TRACKING_PLANE_ORIENTATION).toEqual({ HORIZONTAL: 0, VERTICAL: 90 });
    expect(AR.CONST.IMAGE_RECOGNITION_RANGE_EXTENSION).toEqual({ OFF: 0, ON: 1, AUTO: 2 });
    expect(AR.CONST.TRACKER_EFFICIENCY_MODE).toEqual({ HIGH_ACCURACY: 0, ENERGY_EFFICIENCY: 1 });
    expect(AR.CONST.MAP_EXPANSION_POLICY).toEqual({ NO_MAP_EXPANSION: 0, ALLOW_MAP_EXPANSION: 1 });
    expect(AR.InstantTrackerState).toEqual({ INITIALIZING: 0, TRACKING: 1, UNKNOWN: 2 });
    expect(AR.CONST.SMART_AVAILABILITY).toEqual({
      INDETERMINATE_QUERY_FAILED: 0,
      CHECKING_QUERY_ONGOING: 1,
      UNSUPPORTED: 2,
      SUPPORTED_UPDATE_REQUIRED: 3,
      SUPPORTED: 4,
    });
  });

  it('exposes the named constants of the SDK', () => {
    expect(AR.CONST.CLICK_BEHAVIOR).toEqual({
      CLICK: 'touchClick',
      TOUCH_UP: 'touchUp',
      TOUCH_DOWN: 'touchDown',
    });
    expect(AR.CONST.CAMERA_POSITION).toEqual({ FRONT: 'front', BACK: 'back' });
    expect(AR.CONST.CAMERA_FOCUS_MODE).toEqual({
      ONCE: 'once',
      CONTINUOUS: 'continuous',
      OFF: 'off',
    });
    expect(AR.CONST.ANIMATION_GROUP_TYPE).toEqual({
      PARALLEL: 'parallel',
      SEQUENTIAL: 'sequential',
    });
    expect(AR.CONST.FONT_STYLE).toEqual({ NORMAL: 'normal', BOLD: 'bold', ITALIC: 'italic' });
    expect(Object.keys(AR.CONST.EASING_CURVE_TYPE)).toHaveLength(41);
    expect(AR.CONST.EASING_CURVE_TYPE.EASE_OUT_ELASTIC).toBe('easeOutElastic');
  });

  it('cannot be changed by an experience', () => {
    expect(Object.isFrozen(AR.CONST)).toBe(true);
    expect(Object.isFrozen(AR.CONST.STATE)).toBe(true);
    expect(() => {
      (AR.CONST.STATE as { LOADED: number }).LOADED = 7;
    }).toThrow(TypeError);
  });

  it('starts the scene, radar and camera with their defaults', () => {
    expect(AR.context.scene.toJSON()).toEqual({
      cullingDistance: 50000,
      minScalingDistance: 10,
      maxScalingDistance: 20000,
      scalingFactor: 0.1,
      globalScale: 1,
    });
    expect([AR.radar.centerX, AR.radar.centerY, AR.radar.radius]).toEqual([0.5, 0.5, 0.5]);
    expect(AR.radar.northIndicator.radius).toBe(0.5);
    expect(AR.radar.maxDistance).toBe(-1);
    expect(AR.hardware.camera.zoom).toBe(1);
    expect(AR.hardware.camera.maxZoomLevel).toBe(4);
    expect(AR.hardware.camera.focusMode).toBe('continuous');
    expect(AR.context.versionNumber).toBe('6.1');
  });
});
