import { describe, expect, it } from 'vitest';
import type { ImageTarget } from '../core/tracking/image-target';
import { setupAR } from '../../test/setup-ar';
import { exampleTargetName, TARGET_COLLECTION_ERROR_CODE } from './tracking-simulation';

// Each test plays an experience the way a plain script would: it only calls the AR API and
// reads its callbacks; the simulator answers through them as the clock moves.

describe('the simulator answers image tracking by itself', () => {
  it('loads the targets, then sees a target named after each trackable 500 ms later', () => {
    const { AR, clock, simulator } = setupAR({ random: () => 0.5 });
    const events: string[] = [];
    const at = (event: string) => events.push(`${clock.now()} ${event}`);
    const resource = new AR.TargetCollectionResource('magazine.wtc', {
      onLoaded: () => at('collection loaded'),
    });
    const tracker = new AR.ImageTracker(resource, {
      onTargetsLoaded: () => at('targets loaded'),
    });
    const trackable = new AR.ImageTrackable(tracker, 'pageOne', {
      onEnterFieldOfVision: (name?: string) => at(`enter ${name}`),
      onImageRecognized: (target) => at(`recognized ${target.name}`),
    });
    clock.tick(2999);
    expect(events).toEqual(['2500 collection loaded', '2500 targets loaded']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(false);
    clock.tick(1);
    expect(events.slice(2)).toEqual(['3000 enter pageOne', '3000 recognized pageOne']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(true);
    expect(trackable.recognizedTargets.map((target) => target.name)).toEqual(['pageOne']);
    clock.tick(60_000);
    expect(events).toHaveLength(4);
  });

  it('reads wildcards as "target" and "1" and keeps the concurrent-target limit', () => {
    expect([
      exampleTargetName('*'),
      exampleTargetName('page_?'),
      exampleTargetName('menu'),
    ]).toEqual(['target', 'page_1', 'menu']);
    const { AR, clock, simulator } = setupAR({ random: () => 0 });
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    const names: string[] = [];
    const first = new AR.ImageTrackable(tracker, 'page_?', {
      onImageRecognized: (target) => names.push(target.name),
    });
    const second = new AR.ImageTrackable(tracker, 'poster', {
      onImageRecognized: (target) => names.push(target.name),
    });
    clock.tick(500);
    expect(names).toEqual(['page_1']);
    expect([
      simulator.tracking.isTracked(first.objectId),
      simulator.tracking.isTracked(second.objectId),
    ]).toEqual([true, false]);

    const several = setupAR({ random: () => 0 });
    const wide = new several.AR.ImageTracker(new several.AR.TargetCollectionResource('t.wtc'), {
      maximumNumberOfConcurrentlyTrackableTargets: 2,
    });
    const seen: ImageTarget[] = [];
    for (const pattern of ['a', 'b', 'c']) {
      new several.AR.ImageTrackable(wide, pattern, {
        onImageRecognized: (target) => seen.push(target),
      });
    }
    several.clock.tick(500);
    expect(seen.map((target) => target.name)).toEqual(['a', 'b']);
    // Targets that show up by themselves lie side by side, 200 mm apart.
    const [a, b] = seen as [ImageTarget, ImageTarget];
    expect(a.getDistanceTo(b)).toBe(200);
    expect(a.getTranslationTo(b)).toEqual({ x: 200, y: 0, z: 0 });
  });

  it('fires enter and exit for each of several targets; visible while any is in view', () => {
    const { AR, simulator } = setupAR();
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'), {
      maximumNumberOfConcurrentlyTrackableTargets: 2,
    });
    const events: string[] = [];
    const trackable = new AR.ImageTrackable(tracker, '*', {
      onEnterFieldOfVision: (name?: string) => events.push(`enter ${name}`),
      onExitFieldOfVision: (name?: string) => events.push(`exit ${name}`),
    });
    simulator.tracking.recognize('a');
    simulator.tracking.recognize('b');
    simulator.tracking.lose('a');
    expect(trackable.isVisible()).toBe(true);
    simulator.tracking.lose('b');
    expect(trackable.isVisible()).toBe(false);
    expect(events).toEqual(['enter a', 'enter b', 'exit a', 'exit b']);
  });

  it('lets a trackable created after loading see its target 500 ms after its creation', () => {
    const { AR, clock } = setupAR({ random: () => 0.2 });
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    clock.tick(5000);
    let recognizedAt: number | undefined;
    new AR.ImageTrackable(tracker, '*', { onImageRecognized: () => (recognizedAt = clock.now()) });
    clock.tick(499);
    expect(recognizedAt).toBeUndefined();
    clock.tick(1);
    expect(recognizedAt).toBe(5500);
  });

  it('loses the target when the trackable is disabled and sees it again once enabled', () => {
    const { AR, clock, simulator } = setupAR({ random: () => 0 });
    const events: string[] = [];
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    const trackable = new AR.ImageTrackable(tracker, 'menu', {
      onImageRecognized: (target) => events.push(`${clock.now()} recognized ${target.name}`),
      onImageLost: (target) => events.push(`${clock.now()} lost ${target.name}`),
      onExitFieldOfVision: () => events.push(`${clock.now()} exit`),
    });
    clock.tick(500);
    trackable.enabled = false;
    expect(events).toEqual(['500 recognized menu', '500 exit', '500 lost menu']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(false);
    clock.tick(5000);
    expect(events).toHaveLength(3);
    trackable.enabled = true;
    clock.tick(499);
    expect(events).toHaveLength(3);
    clock.tick(1);
    expect(events.at(-1)).toBe('6000 recognized menu');
  });

  it('loses every target and fires onDisabled when the tracker is disabled', () => {
    const { AR, clock, simulator } = setupAR({ random: () => 0 });
    const events: string[] = [];
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'), {
      onDisabled: () => events.push('disabled'),
    });
    const trackable = new AR.ImageTrackable(tracker, '*', {
      onImageRecognized: () => events.push('recognized'),
      onImageLost: () => events.push('lost'),
    });
    clock.tick(500);
    tracker.enabled = false;
    tracker.enabled = false;
    expect(events).toEqual(['recognized', 'lost', 'disabled']);
    expect(tracker.enabled).toBe(false);
    clock.tick(5000);
    tracker.enabled = true;
    clock.tick(500);
    expect(events).toEqual(['recognized', 'lost', 'disabled', 'recognized']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(true);
  });

  it('frees the slot of a destroyed trackable for the next one', () => {
    const { AR, clock } = setupAR({ random: () => 0 });
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    const first = new AR.ImageTrackable(tracker, 'a');
    clock.tick(500);
    first.destroy();
    let seen = '';
    new AR.ImageTrackable(tracker, 'b', { onImageRecognized: (target) => (seen = target.name) });
    clock.tick(500);
    expect(seen).toBe('b');
  });

  it('reports a failed target collection through the resource and its tracker', () => {
    const { AR, clock, simulator } = setupAR({ random: () => 0.5 });
    const errors: unknown[] = [];
    const resource = new AR.TargetCollectionResource('missing.wtc', {
      onError: (message: string) => errors.push(message),
    });
    new AR.ImageTracker(resource, { onError: (error) => errors.push(error) });
    let recognized = 0;
    new AR.ObjectTracker(resource, { onTargetsLoaded: () => recognized++ });
    clock.tick(1000);
    simulator.failResource(resource.objectId, '404 Not Found');
    clock.tick(10_000);
    expect(errors).toEqual([
      '404 Not Found',
      {
        code: TARGET_COLLECTION_ERROR_CODE,
        message: 'The target collection could not be loaded: 404 Not Found',
      },
    ]);
    expect([resource.loading, resource.isLoaded(), recognized]).toEqual([false, false, 0]);
  });

  it('reports a failed SDK 6 client tracker once, through its own onError', () => {
    const { AR, clock, simulator } = setupAR({ random: () => 0.5 });
    const errors: unknown[] = [];
    const tracker = new AR.ClientTracker('missing.wtc', {
      onError: (error: unknown) => errors.push(error),
    });
    simulator.failResource(tracker.objectId, '404 Not Found');
    clock.tick(10_000);
    expect(errors).toEqual(['404 Not Found']);
  });

  it('stops the progress of a cancelled collection and never loads its targets', () => {
    const { AR, clock } = setupAR({ random: () => 0.4 });
    const progress: number[] = [];
    let targetsLoaded = 0;
    const resource = new AR.TargetCollectionResource('t.wtc', {
      onProgress: (value: number) => progress.push(value),
    });
    new AR.ImageTracker(resource, { onTargetsLoaded: () => targetsLoaded++ });
    clock.tick(500);
    expect(progress).toEqual([0.25]);
    resource.cancel();
    clock.tick(10_000);
    expect([progress, targetsLoaded]).toEqual([[0.25], 0]);
  });

  it('sees objects of an object tracker the same way', () => {
    const { AR, clock, simulator } = setupAR({ random: () => 0.1 });
    const tracker = new AR.ObjectTracker(new AR.TargetCollectionResource('car.wto'));
    const names: string[] = [];
    const trackable = new AR.ObjectTrackable(tracker, 'car', {
      onObjectRecognized: (target) => names.push((target as { name: string }).name),
      onObjectLost: () => names.push('lost'),
    });
    clock.tick(999);
    expect(names).toEqual([]);
    clock.tick(1);
    expect(names).toEqual(['car']);
    trackable.enabled = false;
    expect(names).toEqual(['car', 'lost']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(false);
  });

  it('loads SDK 6 client and cloud trackers and sees their Trackable2DObject targets', () => {
    const { AR, clock } = setupAR({ random: () => 0.2 });
    const events: string[] = [];
    const tracker = new AR.ClientTracker('tracker.wtc', {
      onLoaded: () => events.push(`${clock.now()} loaded`),
    });
    new AR.Trackable2DObject(tracker, '*', {
      onImageRecognized: (target) => events.push(`${clock.now()} ${target.name}`),
    });
    const cloud = new AR.CloudTracker('token', 'collection', {
      onLoaded: () => events.push(`${clock.now()} cloud loaded`),
    });
    new AR.Trackable2DObject(cloud, 'wine', {
      onImageRecognized: (target) => events.push(`${clock.now()} cloud ${target.name}`),
    });
    clock.tick(1500);
    expect(events).toEqual(['300 cloud loaded', '800 cloud wine', '1000 loaded', '1500 target']);
  });
});

describe('the simulator answers cloud recognition', () => {
  it('initialises, then recognises a target the experience tracks from the response', () => {
    const { AR, clock, simulator } = setupAR();
    const events: string[] = [];
    const service = new AR.CloudRecognitionService('token', 'wines', {
      onInitialized: () => {
        events.push(`${clock.now()} initialized`);
        service.recognize((recognized, response) => {
          const name = (response.targetInfo as { name: string }).name;
          events.push(`${clock.now()} recognized ${recognized} ${name}`);
          // The usual pattern: augment the recognised target once the server names it.
          const trackable = new AR.ImageTrackable(tracker, name, {
            onImageRecognized: (target) => events.push(`${clock.now()} tracking ${target.name}`),
          });
          events.push(`tracked ${simulator.tracking.isTracked(trackable.objectId)}`);
        });
      },
    });
    const tracker = new AR.ImageTracker(service);
    clock.tick(599);
    expect(events).toEqual(['300 initialized']);
    clock.tick(1);
    expect(events).toEqual([
      '300 initialized',
      '600 recognized true target',
      'tracked false',
      '600 tracking target',
    ]);
    clock.tick(5000);
    expect(events).toHaveLength(4);
  });

  it('names the target after an existing trackable and answers continuous recognition each interval', () => {
    const { AR, clock } = setupAR();
    const service = new AR.CloudRecognitionService('token', 'wines');
    const tracker = new AR.ImageTracker(service);
    const tracked: string[] = [];
    new AR.ImageTrackable(tracker, 'merlot', {
      onImageRecognized: (target) => tracked.push(target.name),
    });
    const answers: unknown[] = [];
    clock.tick(300);
    service.startContinuousRecognition(1000, undefined, (recognized, response) =>
      answers.push([clock.now(), recognized, response]),
    );
    clock.tick(2000);
    expect(answers).toEqual([
      [1300, true, { targetInfo: { name: 'merlot', rating: 3 }, metadata: {} }],
      [2300, true, { targetInfo: { name: 'merlot', rating: 3 }, metadata: {} }],
    ]);
    expect(tracked).toEqual(['merlot']);
  });

  it('answers "not recognised" and errors when configured to, and can fail the service', () => {
    let answer: { recognized: boolean; error?: { code: number; message: string } } = {
      recognized: false,
    };
    const { AR, clock, simulator } = setupAR({ cloudRecognizer: () => answer });
    const errors: unknown[] = [];
    const service = new AR.CloudRecognitionService('token', 'wines', {
      onError: (code: number, message: string) => errors.push(['service', code, message]),
      onRecognitionError: (code: number, message: string) =>
        errors.push(['recognition', code, message]),
    });
    const results: boolean[] = [];
    service.onRecognized = (recognized) => results.push(recognized);
    service.recognize();
    clock.tick(300);
    answer = { recognized: false, error: { code: 1004, message: 'Too many requests' } };
    service.recognize();
    clock.tick(300);
    simulator.tracking.failService(service.objectId, 1003, 'Token invalid');
    expect(results).toEqual([false]);
    expect(errors).toEqual([
      ['recognition', 1004, 'Too many requests'],
      ['service', 1003, 'Token invalid'],
    ]);
  });
});

describe('the simulator answers instant tracking', () => {
  it('starts and stops tracking on state changes and reports the trackables in view', () => {
    const { AR, clock, simulator } = setupAR();
    const events: string[] = [];
    const tracker = new AR.InstantTracker({
      onChangedState: (state) => events.push(`state ${state}`),
      onDisabled: () => events.push('disabled'),
    });
    const trackable = new AR.InstantTrackable(tracker, {
      onTrackingStarted: () => events.push('started'),
      onTrackingStopped: () => events.push('stopped'),
      onTrackingPlaneClick: (x, y) => events.push(`click ${x} ${y}`),
    });
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(false);
    expect(simulator.tracking.planeClick(10, 20)).toBe(0);
    tracker.state = AR.InstantTrackerState.TRACKING;
    expect(events).toEqual(['state 1', 'started']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(true);
    expect(simulator.tracking.planeClick(10, 20)).toBe(1);
    let late = 0;
    new AR.InstantTrackable(tracker, { onTrackingStarted: () => late++ });
    expect(late).toBe(0);
    clock.tick(0);
    expect(late).toBe(1);
    tracker.enabled = false;
    expect(events).toEqual(['state 1', 'started', 'click 10 20', 'stopped', 'disabled']);
    expect(simulator.tracking.isTracked(trackable.objectId)).toBe(false);
    tracker.enabled = true;
    expect(events.at(-1)).toBe('started');
    tracker.state = AR.InstantTrackerState.INITIALIZING;
    expect(events.slice(-2)).toEqual(['state 0', 'stopped']);
  });
});

describe('the simulator answers the platform and location', () => {
  it('answers the platform-assisted tracking query with the default availability', () => {
    const { AR, clock } = setupAR();
    const seen: Array<[number, number]> = [];
    AR.hardware.smart.onPlatformAssistedTrackingAvailabilityChanged = (availability) =>
      seen.push([clock.now(), availability]);
    AR.hardware.smart.isPlatformAssistedTrackingSupported();
    clock.tick(1000);
    expect(seen).toEqual([
      [0, AR.CONST.SMART_AVAILABILITY.CHECKING_QUERY_ONGOING],
      [300, AR.CONST.SMART_AVAILABILITY.UNSUPPORTED],
    ]);
  });

  it('gives the first location to the script, then every drift', () => {
    const { AR, clock } = setupAR({
      location: { latitude: 10, longitude: 20, altitude: 30 },
      constantLocationUpdates: true,
    });
    const updates: Array<[number, number]> = [];
    AR.context.onLocationChanged = (latitude, _longitude, _altitude, accuracy) =>
      updates.push([clock.now(), accuracy]);
    expect(updates).toEqual([]);
    clock.tick(0);
    expect(updates).toEqual([[0, AR.CONST.LOCATION_ACCURACY.HIGH]]);
    clock.tick(3000);
    expect(updates.map(([time]) => time)).toEqual([0, 1000, 2000, 3000]);
  });

  it('fires onEnter of a range created around the user after the constructor returns', () => {
    const { AR, clock } = setupAR({ location: { latitude: 0, longitude: 0, altitude: 0 } });
    const entered: unknown[] = [];
    const range: InstanceType<typeof AR.ActionRange> = new AR.ActionRange(
      new AR.GeoLocation(0, 0),
      100,
      {
        onEnter: () => entered.push(range),
      },
    );
    expect(entered).toEqual([]);
    clock.tick(0);
    expect(entered).toEqual([range]);
    expect(range.userInside).toBe(true);
  });
});
