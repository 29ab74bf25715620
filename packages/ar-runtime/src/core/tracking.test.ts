import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import {
  EnumerationException,
  IllegalStateException,
  ImmutableException,
  OutOfRangeException,
  WrongTypeException,
} from './errors';
import { SHORT_INTERVAL_MESSAGE } from './tracking/cloud-recognition';
import { SENSORS_REQUIRED_MESSAGE } from './tracking/instant';
import { SNAP_WITH_CONCURRENT_TARGETS_MESSAGE } from './tracking/target-trackable';

const AR_SUPPORTED = 4;

describe('AR.ImageTracker', () => {
  it('tracks a target collection resource or a cloud recognition service only', () => {
    const { AR } = setupAR();
    const error = thrown(() => new AR.ImageTracker('targets.wtc' as never));
    expect(error).toBeInstanceOf(WrongTypeException);
    expect(error.message).toBe(
      "'source' must be an AR.TargetCollectionResource or AR.CloudRecognitionService, got string.",
    );
    expect(() => new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'))).not.toThrow();
    expect(
      () => new AR.ImageTracker(new AR.CloudRecognitionService('token', 'collection')),
    ).not.toThrow();
  });

  it('has the image tracker defaults', () => {
    const { AR } = setupAR();
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    expect(tracker.extendedRangeRecognition).toBe(AR.CONST.IMAGE_RECOGNITION_RANGE_EXTENSION.AUTO);
    expect(tracker.maximumNumberOfConcurrentlyTrackableTargets).toBe(1);
    expect(tracker.trackerEfficiencyMode).toBe(AR.CONST.TRACKER_EFFICIENCY_MODE.HIGH_ACCURACY);
    expect([
      tracker.distanceChangedThreshold,
      tracker.translationChangedThreshold,
      tracker.rotationChangedThreshold,
    ]).toEqual([0, 0, 0]);
  });

  it('validates heights, enumerations and the number of concurrent targets', () => {
    const { AR } = setupAR();
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    tracker.physicalTargetImageHeights = { poster: 420 };
    expect(thrown(() => (tracker.physicalTargetImageHeights = { poster: 0 })).message).toBe(
      "'physicalTargetImageHeights.poster' must be in (0, Infinity), got 0.",
    );
    expect(thrown(() => (tracker.physicalTargetImageHeights = { poster: 1.5 }))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(thrown(() => (tracker.extendedRangeRecognition = 3 as never))).toBeInstanceOf(
      EnumerationException,
    );
    expect(thrown(() => (tracker.trackerEfficiencyMode = 2 as never)).message).toBe(
      "'trackerEfficiencyMode' must be one of 0, 1, got 2.",
    );
    expect(thrown(() => (tracker.maximumNumberOfConcurrentlyTrackableTargets = 0))).toBeInstanceOf(
      OutOfRangeException,
    );
  });

  it('takes positive numbers as thresholds at creation but whole numbers in setters', () => {
    const { AR } = setupAR();
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'), {
      distanceChangedThreshold: 2.5,
    });
    expect(tracker.distanceChangedThreshold).toBe(2.5);
    expect(
      thrown(
        () =>
          new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'), {
            rotationChangedThreshold: -1,
          }),
      ),
    ).toBeInstanceOf(OutOfRangeException);
    expect(thrown(() => (tracker.translationChangedThreshold = 2.5)).message).toBe(
      "'translationChangedThreshold' must be a whole number, got 2.5.",
    );
    tracker.translationChangedThreshold = 3;
    expect(tracker.translationChangedThreshold).toBe(3);
  });
});

describe('AR.ImageTrackable and AR.ImageTarget', () => {
  const setupTracking = (concurrent = 1) => {
    const ar = setupAR();
    const resource = new ar.AR.TargetCollectionResource('t.wtc');
    const tracker = new ar.AR.ImageTracker(resource, {
      maximumNumberOfConcurrentlyTrackableTargets: concurrent,
    });
    return { ...ar, tracker };
  };

  it('needs an image tracker (or a legacy tracker)', () => {
    const { AR, tracker } = setupTracking();
    expect(thrown(() => new AR.ImageTrackable({} as never, '*')).message).toBe(
      "'tracker' must be an AR.ImageTracker (or a legacy AR.ClientTracker / AR.CloudTracker), got object.",
    );
    const instant = new AR.InstantTracker();
    expect(thrown(() => new AR.ImageTrackable(instant as never, '*'))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(() => new AR.ImageTrackable(tracker, 'poster')).not.toThrow();
    expect(() => new AR.Trackable2DObject(new AR.ClientTracker('t.wtc'), '*')).not.toThrow();
  });

  it('refuses snap-to-screen with several concurrent targets', () => {
    const { AR, tracker } = setupTracking(3);
    const trackable = new AR.ImageTrackable(tracker, '*');
    const error = thrown(() => (trackable.snapToScreen.enabled = true));
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe(
      'SnapToScreen may not be set when tracking multiple concurrent images.',
    );
    expect(SNAP_WITH_CONCURRENT_TARGETS_MESSAGE).toBe(error.message);
    expect(
      thrown(() => new AR.ImageTrackable(tracker, '*', { snapToScreen: { enabled: true } }))
        .message,
    ).toBe(error.message);
    const single = setupTracking(1);
    const snapping = new single.AR.ImageTrackable(single.tracker, '*', {
      snapToScreen: { enabled: true, delay: 200, snapContainer: 'snap', edges: ['top', 'left'] },
    });
    expect(snapping.snapToScreen.toJSON()).toMatchObject({
      enabled: true,
      delay: 200,
      edges: ['top', 'left'],
    });
    expect(thrown(() => (snapping.snapToScreen.edges = ['middle' as never])).message).toBe(
      "'snapToScreen.edges' must contain only top, right, bottom, left; element 0 is 'middle'.",
    );
  });

  it('has read-only target information and an aspect ratio undefined while negative', () => {
    const { AR, tracker, runtime, simulator } = setupTracking();
    const recognized: Array<InstanceType<typeof AR.ARObject>> = [];
    const trackable = new AR.ImageTrackable(tracker, 'poster*', {
      onImageRecognized: (target) => recognized.push(target),
    });
    expect(trackable.extendedTarget).toBe('*');
    expect(trackable.aspectRatio).toBeUndefined();
    runtime.update(trackable.objectId, { aspectRatio: -1 });
    expect(trackable.aspectRatio).toBeUndefined();
    runtime.update(trackable.objectId, { aspectRatio: 1.5 });
    expect(trackable.aspectRatio).toBe(1.5);
    expect(thrown(() => ((trackable as { aspectRatio: number }).aspectRatio = 2))).toBeInstanceOf(
      ImmutableException,
    );
    simulator.tracking.recognize('poster-a');
    const target = trackable.recognizedTargets[0]!;
    expect(recognized).toEqual([target]);
    expect([target.name, target.uniqueId, target.imageTrackable]).toEqual([
      'poster-a',
      'poster-a',
      trackable,
    ]);
    expect(thrown(() => ((target as { name: string }).name = 'x')).message).toBe(
      "'name' of ImageTarget is read-only and cannot be changed.",
    );
  });

  it('answers distance, translation and rotation between targets and needs a target argument', () => {
    const { AR, tracker, simulator } = setupTracking(2);
    const trackable = new AR.ImageTrackable(tracker, '*');
    simulator.tracking.recognize('a', { translation: { x: 0, y: 0, z: 0 } });
    simulator.tracking.recognize('b', {
      translation: { x: 30, y: 40, z: 0 },
      rotation: { x: 0, y: 0, z: 90 },
    });
    const [a, b] = trackable.recognizedTargets;
    expect(a!.getDistanceTo(b!)).toBe(50);
    expect(a!.getTranslationTo(b!)).toEqual({ x: 30, y: 40, z: 0 });
    expect(a!.getRotationTo(b!)).toEqual({ x: 0, y: 0, z: 90 });
    expect(thrown(() => a!.getDistanceTo('b' as never)).message).toBe(
      "'target' must be an AR.ImageTarget, got string.",
    );
  });

  it('attaches extra drawables to one recognised target', () => {
    const { AR, tracker, simulator } = setupTracking();
    const trackable = new AR.ImageTrackable(tracker, '*');
    simulator.tracking.recognize('menu');
    const target = trackable.recognizedTargets[0]!;
    const label = new AR.Label('Today', 1);
    trackable.addImageTargetCamDrawables(target, label);
    expect(trackable.imageTargetCamDrawables(target)).toEqual([label]);
    trackable.removeImageTargetCamDrawables(target, [label]);
    expect(trackable.imageTargetCamDrawables(target)).toEqual([]);
    expect(thrown(() => trackable.addImageTargetCamDrawables({} as never, label))).toBeInstanceOf(
      WrongTypeException,
    );
  });
});

describe('AR.TargetCollectionResource', () => {
  it('keeps its url read-only and is loading until loaded', () => {
    const { AR, clock } = setupAR({ random: () => 0.5 });
    const progress: number[] = [];
    let loaded = 0;
    const resource = new AR.TargetCollectionResource('targets.wtc', {
      onProgress: (value: number) => progress.push(value),
      onLoaded: () => loaded++,
    });
    expect(resource.loading).toBe(true);
    expect(thrown(() => ((resource as { url: string }).url = 'other.wtc'))).toBeInstanceOf(
      ImmutableException,
    );
    clock.tick(2499);
    expect(progress).toEqual([0.25, 0.5, 0.75]);
    expect(loaded).toBe(0);
    clock.tick(1);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect([resource.loading, resource.isLoaded(), loaded]).toEqual([false, true, 1]);
  });

  it('can be cancelled while loading', () => {
    const { AR, clock } = setupAR({ random: () => 0.5 });
    let loaded = 0;
    const resource = new AR.TargetCollectionResource('targets.wtc', { onLoaded: () => loaded++ });
    resource.cancel();
    clock.tick(10000);
    expect([resource.loading, resource.isLoaded(), loaded]).toEqual([false, false, 0]);
  });

  it('lets trackers report their targets once loaded', () => {
    const { AR, clock } = setupAR({ random: () => 0.2 });
    const resource = new AR.TargetCollectionResource('targets.wtc');
    let early = 0;
    let late = 0;
    new AR.ImageTracker(resource, { onTargetsLoaded: () => early++ });
    clock.tick(1000);
    expect(early).toBe(1);
    new AR.ImageTracker(resource, { onTargetsLoaded: () => late++ });
    clock.tick(0);
    expect([early, late]).toEqual([1, 1]);
  });
});

describe('AR.CloudRecognitionService', () => {
  it('accepts an optional group id and server URL', () => {
    const { AR } = setupAR();
    const plain = new AR.CloudRecognitionService('token', 'collection');
    expect([plain.groupId, plain.targetCollectionId]).toEqual([undefined, 'collection']);
    const grouped = new AR.CloudRecognitionService('token', 'group', 'collection', {
      cloudRecognitionServerURL: 'https://cloud.example',
    });
    expect([
      grouped.groupId,
      grouped.targetCollectionId,
      grouped.cloudRecognitionServerURL,
    ]).toEqual(['group', 'collection', 'https://cloud.example']);
    expect(thrown(() => new AR.CloudRecognitionService(5 as never, 'c'))).toBeInstanceOf(
      WrongTypeException,
    );
  });

  it('initialises, recognises once and reports errors', () => {
    let answer: { recognized: boolean; error?: { code: number; message: string } } = {
      recognized: true,
    };
    const { AR, clock } = setupAR({ cloudRecognizer: () => answer });
    let initialized = false;
    const service = new AR.CloudRecognitionService('token', 'collection', {
      onInitialized: () => (initialized = true),
    });
    clock.tick(299);
    expect(initialized).toBe(false);
    clock.tick(1);
    expect([initialized, service.initialized]).toEqual([true, true]);
    const results: unknown[] = [];
    service.recognize(
      (recognized) => results.push(recognized),
      (code, message) => results.push([code, message]),
    );
    clock.tick(299);
    expect(results).toEqual([]);
    clock.tick(1);
    answer = { recognized: false, error: { code: 1003, message: 'Token invalid' } };
    service.recognize(
      (recognized) => results.push(recognized),
      (code, message) => results.push([code, message]),
    );
    clock.tick(300);
    expect(results).toEqual([true, [1003, 'Token invalid']]);
  });

  it('starts continuous recognition at no less than 500 ms and logs the exact message', () => {
    const { AR, clock, runtime, sent } = setupAR();
    let calls = 0;
    const service = new AR.CloudRecognitionService('token', 'collection');
    service.startContinuousRecognition(200, undefined, () => calls++);
    expect(runtime.logs.at(-1)).toEqual({
      level: 'warning',
      message:
        'The supplied interval is too short. A minimum interval of 500 ms is required. Continuous recognition is started with 500 ms.',
      time: 0,
    });
    expect(SHORT_INTERVAL_MESSAGE).toBe(runtime.logs.at(-1)?.message);
    expect(service.continuousRecognitionInterval).toBe(500);
    expect(sent('startContinuousRecognition')[0]).toMatchObject({ interval: 500 });
    clock.tick(1500);
    expect(calls).toBe(3);
    service.stopContinuousRecognition();
    clock.tick(5000);
    expect(calls).toBe(3);
  });

  it('defaults to 1000 ms and validates the interval', () => {
    const { AR, clock } = setupAR();
    let calls = 0;
    const service = new AR.CloudRecognitionService('token', 'collection', {
      onRecognized: () => calls++,
    });
    expect(thrown(() => service.startContinuousRecognition(0)).message).toBe(
      "'interval' must be in (0, Infinity), got 0.",
    );
    expect(thrown(() => service.startContinuousRecognition(750.5))).toBeInstanceOf(
      WrongTypeException,
    );
    service.startContinuousRecognition();
    expect(service.continuousRecognitionInterval).toBe(1000);
    clock.tick(3000);
    expect(calls).toBe(3);
    expect(thrown(() => service.startContinuousRecognition(800))).toBeInstanceOf(
      IllegalStateException,
    );
  });

  it('reports interruptions with the suggested interval and stops', () => {
    const { AR, simulator } = setupAR();
    const service = new AR.CloudRecognitionService('token', 'collection');
    const suggested: number[] = [];
    service.startContinuousRecognition(600, (interval) => suggested.push(interval));
    simulator.tracking.interruptContinuous(service.objectId, 1200);
    expect(suggested).toEqual([1200]);
    expect(service.continuousRecognitionInterval).toBeUndefined();
  });
});

describe('AR.InstantTracker', () => {
  it('requires enabled sensors', () => {
    const { AR } = setupAR();
    AR.hardware.sensors.enabled = false;
    const error = thrown(() => new AR.InstantTracker());
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe(SENSORS_REQUIRED_MESSAGE);
    expect(error.message).toBe(
      'AR.InstantTracker requires sensors: set AR.hardware.sensors.enabled = true before creating it.',
    );
  });

  it('sets deviceHeight and trackingPlaneOrientation only while initializing', () => {
    const { AR } = setupAR();
    const tracker = new AR.InstantTracker({ deviceHeight: 1.5 });
    expect(new AR.InstantTracker().deviceHeight).toBe(1);
    expect(tracker.deviceHeight).toBe(1.5);
    expect(thrown(() => (tracker.deviceHeight = 0))).toBeInstanceOf(OutOfRangeException);
    expect(thrown(() => (tracker.trackingPlaneOrientation = 120))).toBeInstanceOf(
      OutOfRangeException,
    );
    tracker.trackingPlaneOrientation = AR.CONST.INSTANT_TRACKING_PLANE_ORIENTATION.VERTICAL;
    tracker.state = AR.InstantTrackerState.TRACKING;
    expect(tracker.state).toBe(AR.InstantTrackerState.TRACKING);
    const error = thrown(() => (tracker.deviceHeight = 2));
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe(
      "'deviceHeight' can only be set while the InstantTracker is INITIALIZING.",
    );
    expect(thrown(() => (tracker.trackingPlaneOrientation = 0))).toBeInstanceOf(
      IllegalStateException,
    );
    expect(thrown(() => (tracker.state = 2 as never))).toBeInstanceOf(EnumerationException);
  });

  it('reports errors 300 and 301 through onError while platform-assisted tracking is used', () => {
    const { AR, clock } = setupAR({ smartAvailability: AR_SUPPORTED });
    AR.hardware.smart.isPlatformAssistedTrackingSupported();
    clock.tick(300);
    const errors: Array<{ code: number; message: string }> = [];
    const tracker = new AR.InstantTracker({ onError: (error) => errors.push(error) });
    tracker.trackingPlaneOrientation = 90;
    tracker.deviceHeight = 2;
    expect(errors).toEqual([
      {
        code: 300,
        message: 'trackingPlaneOrientation cannot be set while platform assisted tracking is used.',
      },
      { code: 301, message: 'SMART must be disabled to set deviceHeight.' },
    ]);
    expect([tracker.trackingPlaneOrientation, tracker.deviceHeight]).toEqual([0, 1]);
    tracker.smartEnabled = false;
    tracker.deviceHeight = 2;
    expect(tracker.deviceHeight).toBe(2);
  });

  it('moves between INITIALIZING and TRACKING and tells its trackables', () => {
    const { AR } = setupAR();
    const tracker = new AR.InstantTracker();
    const states: number[] = [];
    const events: string[] = [];
    tracker.onChangedState = (state) => states.push(state);
    new AR.InstantTrackable(tracker, {
      onTrackingStarted: () => events.push('started'),
      onTrackingStopped: () => events.push('stopped'),
    });
    expect(tracker.state).toBe(AR.InstantTrackerState.INITIALIZING);
    tracker.state = AR.InstantTrackerState.TRACKING;
    tracker.state = AR.InstantTrackerState.INITIALIZING;
    expect(states).toEqual([1, 0]);
    expect(events).toEqual(['started', 'stopped']);
    expect(thrown(() => new AR.InstantTrackable({} as never))).toBeInstanceOf(WrongTypeException);
  });
});

describe('object tracking, legacy trackers and occluders', () => {
  it('validates the object tracker resource and expansion policy', () => {
    const { AR, simulator } = setupAR();
    const resource = new AR.TargetCollectionResource('objects.wto');
    expect(thrown(() => new AR.ObjectTracker('objects.wto' as never))).toBeInstanceOf(
      WrongTypeException,
    );
    const tracker = new AR.ObjectTracker(resource, {
      mapExpansionPolicy: AR.CONST.MAP_EXPANSION_POLICY.ALLOW_MAP_EXPANSION,
    });
    expect(tracker.mapExpansionPolicy).toBe(1);
    expect(thrown(() => (tracker.mapExpansionPolicy = 2 as never)).message).toBe(
      "'mapExpansionPolicy' must be one of 0, 1, got 2.",
    );
    const seen: string[] = [];
    new AR.ObjectTrackable(tracker, 'car', {
      onObjectRecognized: () => seen.push('recognized'),
      onObjectLost: () => seen.push('lost'),
    });
    simulator.tracking.recognize('car');
    simulator.tracking.lose('car');
    expect(seen).toEqual(['recognized', 'lost']);
  });

  it('loads legacy trackers: the client tracker like a target collection, the cloud one on connecting', () => {
    const { AR, clock } = setupAR({ random: () => 0.5 });
    const loaded: string[] = [];
    new AR.ClientTracker('t.wtc', { onLoaded: () => loaded.push('client') });
    new AR.CloudTracker('token', 'collection', { onLoaded: () => loaded.push('cloud') });
    clock.tick(299);
    expect(loaded).toEqual([]);
    clock.tick(1);
    expect(loaded).toEqual(['cloud']);
    clock.tick(2199);
    expect(loaded).toEqual(['cloud']);
    clock.tick(1);
    expect(loaded).toEqual(['cloud', 'client']);
    expect(thrown(() => new AR.CloudTracker('token', 5 as never))).toBeInstanceOf(
      WrongTypeException,
    );
  });

  it('validates occluder shapes', () => {
    const { AR } = setupAR();
    expect(new AR.OccluderSphere(1, 16, 8).stacks).toBe(8);
    expect(new AR.OccluderBox(1, 2, 3).depth).toBe(3);
    expect(new AR.OccluderCylinder(1, 24, 2).height).toBe(2);
    expect(thrown(() => new AR.OccluderSphere(0, 16, 8))).toBeInstanceOf(OutOfRangeException);
    expect(thrown(() => new AR.OccluderCylinder(1, 2, 1)).message).toBe(
      "'slices' must be in [3, Infinity), got 2.",
    );
    expect(thrown(() => new AR.Occluder(7 as never))).toBeInstanceOf(WrongTypeException);
  });
});

describe('AR.Positionable', () => {
  it('has a read-only name and snap-to-screen settings', () => {
    const { AR } = setupAR();
    const positionable = new AR.Positionable('hand', {
      snapToScreen: { enabled: true, delay: 100 },
    });
    expect(positionable.name).toBe('hand');
    expect(positionable.snapToScreen.enabled).toBe(true);
    expect(thrown(() => (positionable.snapToScreen.delay = -1))).toBeInstanceOf(
      OutOfRangeException,
    );
    expect(
      thrown(() => (positionable.snapToScreen.onSnappedToScreen = 'x' as never)),
    ).toBeInstanceOf(WrongTypeException);
  });
});
