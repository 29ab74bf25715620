import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import {
  EnumerationException,
  ImmutableException,
  OutOfRangeException,
  WrongTypeException,
} from './errors';

describe('AR.context', () => {
  it('validates the scene parameters', () => {
    const { AR } = setupAR();
    const factor = thrown(() => (AR.context.scene.scalingFactor = 1.2));
    expect(factor).toBeInstanceOf(OutOfRangeException);
    expect(factor.message).toBe("'scene.scalingFactor' must be in [0, 1], got 1.2.");
    expect(thrown(() => (AR.context.scene.cullingDistance = 0))).toBeInstanceOf(
      OutOfRangeException,
    );
    expect(thrown(() => (AR.context.scene.globalScale = '2' as never))).toBeInstanceOf(
      WrongTypeException,
    );
    AR.context.scene = { cullingDistance: 1000, scalingFactor: 0.5 };
    expect(AR.context.scene.cullingDistance).toBe(1000);
    expect(AR.context.scene.scalingFactor).toBe(0.5);
  });

  it('accepts touchClick, touchUp or touchDown as click behaviour', () => {
    const { AR } = setupAR();
    expect(AR.context.clickBehavior).toBe('touchClick');
    AR.context.clickBehavior = AR.CONST.CLICK_BEHAVIOR.TOUCH_DOWN;
    const error = thrown(() => (AR.context.clickBehavior = 'doubleTap' as never));
    expect(error).toBeInstanceOf(EnumerationException);
    expect(error.message).toBe(
      "'clickBehavior' must be one of 'touchClick', 'touchUp', 'touchDown', got 'doubleTap'.",
    );
  });

  it('keeps versionNumber read-only', () => {
    const { AR } = setupAR();
    const error = thrown(() => ((AR.context as { versionNumber: string }).versionNumber = '9'));
    expect(error).toBeInstanceOf(ImmutableException);
    expect(error.message).toBe("'versionNumber' of AR.context is read-only and cannot be changed.");
  });

  it('asks the host to open browsers and the video player', () => {
    const { AR, sent } = setupAR();
    AR.context.openInBrowser('https://example.org', true);
    AR.context.startVideoPlayer('movie.mp4');
    expect(sent('openInBrowser')[0]).toMatchObject({
      url: 'https://example.org',
      forceNativeBrowser: true,
    });
    expect(sent('startVideoPlayer')[0]).toMatchObject({ uri: 'movie.mp4' });
    expect(thrown(() => AR.context.openInBrowser(5 as never))).toBeInstanceOf(WrongTypeException);
  });

  it('selects a cloud recognition region with success and error triggers', () => {
    const { AR, sent, clock } = setupAR();
    let succeeded = 0;
    AR.context.setCloudRecognitionServerRegion(AR.CONST.CLOUD_RECOGNITION_SERVER_REGION.EUROPE, {
      onSuccess: () => succeeded++,
    });
    expect(sent('setCloudRecognitionServerRegion')[0]).toMatchObject({
      region: 3,
      onSuccessTriggerActive: true,
      onErrorTriggerActive: false,
    });
    clock.tick(99);
    expect(succeeded).toBe(0);
    clock.tick(1);
    expect(succeeded).toBe(1);
    expect(thrown(() => AR.context.setCloudRecognitionServerRegion(2))).toBeInstanceOf(
      EnumerationException,
    );
    const errors: string[] = [];
    AR.context.setCloudRecognitionServerRegion(AR.CONST.CLOUD_RECOGNITION_SERVER_REGION.EUROPE, {
      url: 'not a server',
      onSuccess: () => succeeded++,
      onError: (message: string) => errors.push(message),
    });
    clock.tick(100);
    expect([succeeded, errors]).toEqual([
      1,
      ["'not a server' is not a cloud recognition server URL."],
    ]);
  });

  it('delivers the known location to a late onLocationChanged listener', () => {
    const { AR, clock } = setupAR();
    const calls: number[][] = [];
    AR.context.onLocationChanged = (lat, lon, alt, accuracy) =>
      calls.push([lat, lon, alt, accuracy]);
    expect(calls).toEqual([]);
    clock.tick(0);
    expect(calls).toEqual([[48.2082, 16.3738, 170, AR.CONST.LOCATION_ACCURACY.HIGH]]);
  });

  it('destroys every object but the namespace services', () => {
    const { AR, runtime } = setupAR();
    const label = new AR.Label('x', 1);
    new AR.GeoObject(new AR.GeoLocation(0, 0), { drawables: { cam: label } });
    AR.context.destroyAll();
    expect(label.destroyed).toBe(true);
    expect([...runtime.objects.values()].map((o) => o.typeName).sort()).toEqual([
      'Camera',
      'Context',
      'Logger',
      'Platform',
      'Radar',
      'Sensors',
      'Smart',
    ]);
  });
});

describe('AR.hardware', () => {
  it('validates the camera position, focus mode and zoom', () => {
    const { AR } = setupAR();
    const { camera } = AR.hardware;
    camera.position = AR.CONST.CAMERA_POSITION.FRONT;
    expect(thrown(() => (camera.position = 'side' as never)).message).toBe(
      "'camera.position' must be one of 'front', 'back', got 'side'.",
    );
    camera.focusMode = AR.CONST.CAMERA_FOCUS_MODE.OFF;
    expect(thrown(() => (camera.focusMode = 'auto' as never))).toBeInstanceOf(EnumerationException);
    camera.zoom = 4;
    expect(thrown(() => (camera.zoom = 4.5)).message).toBe(
      "'camera.zoom' must be in [1, 4], got 4.5.",
    );
    expect(thrown(() => ((camera as { maxZoomLevel: number }).maxZoomLevel = 8))).toBeInstanceOf(
      ImmutableException,
    );
  });

  it('needs a manual focus distance greater than 0 and at most 100', () => {
    const { AR } = setupAR();
    const { camera } = AR.hardware;
    camera.manualFocusDistance = 100;
    const zero = thrown(() => (camera.manualFocusDistance = 0));
    expect(zero).toBeInstanceOf(OutOfRangeException);
    expect(zero.message).toBe("'camera.manualFocusDistance' must be in (0, 100], got 0.");
    expect(thrown(() => (camera.manualFocusDistance = 100.5))).toBeInstanceOf(OutOfRangeException);
  });

  it('takes focus and exposure points with x and y in [0, 1]', () => {
    const { AR } = setupAR();
    const { camera } = AR.hardware;
    camera.focusPointOfInterest = { x: 0.2, y: 0.8 };
    expect(camera.focusPointOfInterest).toEqual({ x: 0.2, y: 0.8 });
    expect(thrown(() => (camera.exposurePointOfInterest = { x: 2, y: 0 })).message).toBe(
      "'camera.exposurePointOfInterest.x' must be in [0, 1], got 2.",
    );
    expect(thrown(() => (camera.flashlight = 'on' as never))).toBeInstanceOf(WrongTypeException);
  });

  it('has sensors with a compass correction angle', () => {
    const { AR, sent } = setupAR();
    AR.hardware.sensors.compass.correctionAngle = 12;
    expect(sent('set').at(-1)).toMatchObject({ property: 'compass.correctionAngle', value: 12 });
    expect(thrown(() => (AR.hardware.sensors.enabled = 0 as never))).toBeInstanceOf(
      WrongTypeException,
    );
  });

  it('reports platform-assisted tracking availability: checking, then the answer', () => {
    const { AR, clock } = setupAR({ smartAvailability: 4 });
    const seen: number[] = [];
    AR.hardware.smart.onPlatformAssistedTrackingAvailabilityChanged = (availability) =>
      seen.push(availability);
    AR.hardware.smart.isPlatformAssistedTrackingSupported();
    expect(seen).toEqual([]);
    clock.tick(0);
    expect(seen).toEqual([AR.CONST.SMART_AVAILABILITY.CHECKING_QUERY_ONGOING]);
    expect(AR.hardware.smart.availability).toBe(1);
    clock.tick(299);
    expect(seen).toEqual([1]);
    clock.tick(1);
    expect(seen).toEqual([1, AR.CONST.SMART_AVAILABILITY.SUPPORTED]);
    expect(AR.hardware.smart.platformAssistedTrackingActive).toBe(true);
  });
});
