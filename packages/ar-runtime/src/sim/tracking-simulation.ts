import type { HostLink } from '../bridge/messages';
import type { Clock, TimerId } from '../core/clock';
import { INSTANT_TRACKER_STATE, SMART_AVAILABILITY } from '../core/constants';
import type { ObjectMirror } from './object-mirror';

export interface CloudRecognitionResult {
  recognized: boolean;
  response?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** Answers one cloud recognition: the service's values and its object id. */
export type CloudRecognizer = (
  service: Record<string, unknown>,
  serviceId: number,
) => CloudRecognitionResult;

/** How long the simulated host takes to answer tracking queries (ms). */
const TRACKING_DELAYS_MS = Object.freeze({
  /**
   * A tracker whose targets are loaded sees a target this long after they loaded, after a
   * trackable was created, or after the tracker or trackable was enabled again.
   */
  targetInView: 500,
  /** From `isPlatformAssistedTrackingSupported()` to the availability (CHECKING comes first, at once). */
  smartQuery: 300,
  /** From creating a cloud recognition service (or an SDK 6 cloud tracker) to onInitialized/onLoaded. */
  cloudInitialization: 300,
  /** From `recognize()` to onRecognized / onRecognitionError (one server round trip). */
  cloudRecognition: 300,
  /** From choosing a cloud recognition region to its onSuccess / onError. */
  cloudRegion: 100,
});

/** The code a tracker's onError carries when its target collection cannot be loaded. */
export const TARGET_COLLECTION_ERROR_CODE = 1000;

/** Targets seen by themselves lie side by side this far apart (mm), facing the camera alike. */
const SIMULATED_TARGET_SPACING_MM = 200;

/** The rating a simulated cloud recognition gives the target it recognises (0 to 3). */
const SIMULATED_RATING = 3;

interface Pose {
  translation: { x: number; y: number; z: number };
  rotation: { x: number; y: number; z: number };
}

const IMAGE_TRACKABLES = ['imageTrackableInterface', 'trackable2DObjectInterface'];
const TARGET_TRACKABLES = [...IMAGE_TRACKABLES, 'objectTrackableInterface'];
const COLLECTION_TRACKERS = ['imageTrackerInterface', 'objectTrackerInterface'];
const TRACKERS = [
  ...COLLECTION_TRACKERS,
  'clientTrackerInterface',
  'cloudTrackerInterface',
  'instantTrackerInterface',
];
const CLOUD_SERVICE = 'cloudRecognitionServiceInterface';

/** `*` matches any run of characters and `?` one character, as in target names. */
export function matchesTargetName(pattern: string, name: string): boolean {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(name);
}

/**
 * A target name a trackable's pattern responds to: the pattern itself without wildcards,
 * otherwise `*` read as "target" and `?` as "1".
 */
export function exampleTargetName(pattern: string): string {
  return pattern.replace(/\*/g, 'target').replace(/\?/g, '1');
}

/**
 * Image, object, instant and cloud tracking. Targets show up by themselves: a tracker whose
 * targets are loaded sees, shortly after, one target for each of its enabled trackables (as
 * if it were held in front of the camera), and keeps it in view until the trackable or the
 * tracker is disabled; tests and tools may also show and hide targets explicitly.
 */
export class TrackingSimulation {
  /** Unique ids of the targets each tracker tracks. */
  readonly #tracked = new Map<number, Set<string>>();
  /** Targets each trackable currently sees: unique id to name. */
  readonly #seen = new Map<number, Map<string, string>>();
  readonly #poses = new Map<string, Pose>();
  readonly #continuous = new Map<number, TimerId>();
  /** Trackers whose targets are loaded (collection trackers and SDK 6 trackers). */
  readonly #ready = new Set<number>();
  readonly #initializedServices = new Set<number>();
  /** Target names each cloud recognition service has recognised. */
  readonly #cloudNames = new Map<number, Set<string>>();
  readonly #sightings = new Map<number, TimerId>();
  readonly #instantStates = new Map<number, number>();
  /** Whether each instant trackable was last reported tracking (onTrackingStarted). */
  readonly #instantReported = new Map<number, boolean>();
  smartAvailability: number;
  cloudRecognizer: CloudRecognizer;

  constructor(
    private readonly clock: Clock,
    private readonly link: () => HostLink | undefined,
    private readonly mirror: ObjectMirror,
    smartAvailability: number,
    cloudRecognizer: CloudRecognizer | undefined,
  ) {
    this.smartAvailability = smartAvailability;
    this.cloudRecognizer =
      cloudRecognizer ?? ((_service, serviceId) => this.#plausibleRecognition(serviceId));
  }

  // Target collections and trackers

  /**
   * A target collection finished loading: its trackers report their targets loaded; an SDK 6
   * client tracker (which loads its own collection) is ready at once.
   */
  collectionLoaded(collectionId: number): void {
    if (this.mirror.get(collectionId)?.iface === 'clientTrackerInterface') {
      this.#trackerReady(collectionId);
      return;
    }
    for (const [id] of this.#trackersOfSource(collectionId)) {
      this.link()?.trigger(id, 'onTargetsLoaded');
      this.#trackerReady(id);
    }
  }

  /**
   * A target collection failed to load: its trackers report the error through onError. (An
   * SDK 6 client tracker is its own collection: the failed load already reported it.)
   */
  collectionFailed(collectionId: number, message: string): void {
    const error = {
      code: TARGET_COLLECTION_ERROR_CODE,
      message: `The target collection could not be loaded: ${message}`,
    };
    for (const [id] of this.#trackersOfSource(collectionId)) {
      this.link()?.trigger(id, 'onError', error);
    }
  }

  /** A tracker of an already loaded collection reports its targets right after creation. */
  trackerCreated(trackerId: number, sourceLoaded: boolean): void {
    if (!sourceLoaded) return;
    this.clock.setTimeout(() => {
      if (!this.mirror.get(trackerId)) return;
      this.link()?.trigger(trackerId, 'onTargetsLoaded');
      this.#trackerReady(trackerId);
    }, 0);
  }

  /** An SDK 6 cloud tracker connects to its service and is then loaded. */
  cloudTrackerCreated(trackerId: number): void {
    this.clock.setTimeout(() => {
      if (!this.mirror.get(trackerId)) return;
      this.link()?.trigger(trackerId, 'onLoaded');
      this.#trackerReady(trackerId);
    }, TRACKING_DELAYS_MS.cloudInitialization);
  }

  /** A new trackable sees a target shortly after (an instant one starts if tracking runs). */
  trackableCreated(trackableId: number): void {
    const trackable = this.mirror.get(trackableId);
    if (!trackable) return;
    if (trackable.iface === 'instantTrackableInterface') {
      this.clock.setTimeout(() => this.#reportInstant(trackableId), 0);
      return;
    }
    this.#scheduleSighting(trackableId);
  }

  /**
   * `enabled` of a tracker or trackable changed (the mirror already holds the new value):
   * disabling loses every target it sees (a tracker also fires onDisabled); enabling lets it
   * see a target again shortly after.
   */
  enabledChanged(objectId: number, enabled: boolean): void {
    const object = this.mirror.get(objectId);
    if (!object) return;
    if (TARGET_TRACKABLES.includes(object.iface)) {
      if (enabled) this.#scheduleSighting(objectId);
      else this.#loseAll(objectId);
      return;
    }
    if (object.iface === 'instantTrackableInterface') {
      this.#reportInstant(objectId);
      return;
    }
    if (!TRACKERS.includes(object.iface)) return;
    if (object.iface === 'instantTrackerInterface') {
      for (const [id] of this.#trackablesOf(objectId, ['instantTrackableInterface'])) {
        this.#reportInstant(id);
      }
    } else {
      for (const [id] of this.#trackablesOf(objectId, TARGET_TRACKABLES)) {
        if (enabled) this.#scheduleSighting(id);
        else this.#loseAll(id);
      }
    }
    if (!enabled) this.link()?.trigger(objectId, 'onDisabled');
  }

  // Image and object targets

  /**
   * Shows a target to the camera: every enabled trackable whose name pattern matches is
   * told (once), unless its tracker already tracks its maximum number of targets.
   */
  recognize(targetName: string, pose: Partial<Pose> = {}, uniqueId = targetName): number {
    if (!this.link()) return 0;
    this.#poses.set(uniqueId, {
      translation: pose.translation ?? { x: 0, y: 0, z: 0 },
      rotation: pose.rotation ?? { x: 0, y: 0, z: 0 },
    });
    return this.#show(undefined, targetName, uniqueId);
  }

  /** Takes a target out of view: every trackable that sees it fires its lost trigger. */
  lose(targetName: string, uniqueId = targetName): void {
    for (const [id, seen] of [...this.#seen]) {
      if (seen.get(uniqueId) === targetName) this.#loseFrom(id, uniqueId);
    }
    this.#poses.delete(uniqueId);
  }

  /**
   * Whether a trackable's drawables are in view: an image or object trackable while it sees
   * a target, an instant trackable while it and its tracker are enabled and the tracker is
   * TRACKING. False for anything else.
   */
  isTracked(trackableId: number): boolean {
    const trackable = this.mirror.get(trackableId);
    if (!trackable) return false;
    if (trackable.iface === 'instantTrackableInterface') {
      const tracker = trackable.values.tracker as number;
      return (
        trackable.values.enabled !== false &&
        this.mirror.value(tracker, 'enabled') !== false &&
        this.#instantStates.get(tracker) === INSTANT_TRACKER_STATE.TRACKING
      );
    }
    return (this.#seen.get(trackableId)?.size ?? 0) > 0;
  }

  /** Distance in mm between two recognised targets; -1 if either is unknown. */
  targetDistance(a: string, b: string): number {
    const first = this.#poses.get(a)?.translation;
    const second = this.#poses.get(b)?.translation;
    if (!first || !second) return -1;
    return Math.hypot(first.x - second.x, first.y - second.y, first.z - second.z);
  }

  targetDelta(a: string, b: string, kind: keyof Pose): Pose[keyof Pose] | undefined {
    const first = this.#poses.get(a)?.[kind];
    const second = this.#poses.get(b)?.[kind];
    if (!first || !second) return undefined;
    return { x: second.x - first.x, y: second.y - first.y, z: second.z - first.z };
  }

  // Cloud recognition

  serviceCreated(serviceId: number): void {
    this.clock.setTimeout(() => {
      if (!this.mirror.get(serviceId)) return;
      this.#initializedServices.add(serviceId);
      this.link()?.trigger(serviceId, 'onInitialized');
    }, TRACKING_DELAYS_MS.cloudInitialization);
  }

  /** Simulates the service failing (for instance a wrong client token). */
  failService(serviceId: number, code: number, message: string): void {
    this.link()?.trigger(serviceId, 'onError', code, message);
  }

  recognizeOnce(serviceId: number): void {
    this.clock.setTimeout(
      () => this.#recognizeWith(serviceId),
      TRACKING_DELAYS_MS.cloudRecognition,
    );
  }

  startContinuous(serviceId: number, interval: number): void {
    this.stopContinuous(serviceId);
    this.#continuous.set(
      serviceId,
      this.clock.setInterval(() => this.#recognizeWith(serviceId), interval),
    );
  }

  stopContinuous(serviceId: number): void {
    const timer = this.#continuous.get(serviceId);
    if (timer !== undefined) this.clock.clearInterval(timer);
    this.#continuous.delete(serviceId);
  }

  /** Simulates the server asking the client to slow down. */
  interruptContinuous(serviceId: number, suggestedInterval: number): void {
    if (!this.#continuous.has(serviceId)) return;
    this.stopContinuous(serviceId);
    this.link()?.trigger(serviceId, 'onInterruption', suggestedInterval);
  }

  /** A custom server URL must be http(s); a region alone always succeeds. */
  selectRegion(
    contextId: number,
    url: unknown,
    notifySuccess: boolean,
    notifyError: boolean,
  ): void {
    const valid = url === undefined || (typeof url === 'string' && /^https?:\/\/\S+$/.test(url));
    this.clock.setTimeout(() => {
      if (valid && notifySuccess) this.link()?.trigger(contextId, 'onRegionSuccess');
      if (!valid && notifyError) {
        this.link()?.trigger(
          contextId,
          'onRegionError',
          `'${String(url)}' is not a cloud recognition server URL.`,
        );
      }
    }, TRACKING_DELAYS_MS.cloudRegion);
  }

  // Instant tracking

  /**
   * Switches an instant tracker's state at once: onChangedState, then onTrackingStarted or
   * onTrackingStopped on its enabled trackables when tracking starts or stops.
   */
  changeInstantState(trackerId: number, state: number): void {
    const link = this.link();
    if (!link) return;
    this.#instantStates.set(trackerId, state);
    link.trigger(trackerId, 'onChangedState', state);
    for (const [id] of this.#trackablesOf(trackerId, ['instantTrackableInterface'])) {
      this.#reportInstant(id);
    }
  }

  /**
   * A click on the tracking plane at screen point (x, y): every instant trackable in view
   * gets onTrackingPlaneClick(x, y). Returns how many were told.
   */
  planeClick(x: number, y: number): number {
    let told = 0;
    for (const [id] of this.mirror.ofInterface('instantTrackableInterface')) {
      if (!this.isTracked(id)) continue;
      this.link()?.trigger(id, 'onTrackingPlaneClick', x, y);
      told++;
    }
    return told;
  }

  // Platform-assisted tracking

  /** CHECKING_QUERY_ONGOING right away, then the configured availability. */
  checkSmart(smartId: number): void {
    this.clock.setTimeout(
      () =>
        this.link()?.trigger(
          smartId,
          'onPlatformAssistedTrackingAvailabilityChanged',
          SMART_AVAILABILITY.CHECKING_QUERY_ONGOING,
        ),
      0,
    );
    this.clock.setTimeout(
      () =>
        this.link()?.trigger(
          smartId,
          'onPlatformAssistedTrackingAvailabilityChanged',
          this.smartAvailability,
        ),
      TRACKING_DELAYS_MS.smartQuery,
    );
  }

  /** Drops what is known of a destroyed object; a destroyed trackable's targets free up. */
  forget(objectId: number): void {
    const tracker = this.mirror.value<number>(objectId, 'tracker');
    for (const uniqueId of this.#seen.get(objectId)?.keys() ?? []) {
      const stillSeen = this.#trackablesOf(tracker ?? -1, TARGET_TRACKABLES).some(
        ([id]) => id !== objectId && this.#seen.get(id)?.has(uniqueId),
      );
      if (!stillSeen && tracker !== undefined) this.#tracked.get(tracker)?.delete(uniqueId);
    }
    this.stopContinuous(objectId);
    this.#cancelSighting(objectId);
    this.#tracked.delete(objectId);
    this.#seen.delete(objectId);
    this.#ready.delete(objectId);
    this.#initializedServices.delete(objectId);
    this.#cloudNames.delete(objectId);
    this.#instantStates.delete(objectId);
    this.#instantReported.delete(objectId);
  }

  stop(): void {
    for (const id of [...this.#continuous.keys()]) this.stopContinuous(id);
    for (const id of [...this.#sightings.keys()]) this.#cancelSighting(id);
  }

  // Internals

  #trackerReady(trackerId: number): void {
    this.#ready.add(trackerId);
    for (const [id] of this.#trackablesOf(trackerId, TARGET_TRACKABLES)) {
      this.#scheduleSighting(id);
    }
  }

  /** Targets of a collection tracker or an SDK 6 tracker are loaded; cloud ones once initialised. */
  #isReady(trackerId: number): boolean {
    const service = this.#cloudServiceOf(trackerId);
    return service === undefined
      ? this.#ready.has(trackerId)
      : this.#initializedServices.has(service);
  }

  #scheduleSighting(trackableId: number): void {
    this.#cancelSighting(trackableId);
    this.#sightings.set(
      trackableId,
      this.clock.setTimeout(() => {
        this.#sightings.delete(trackableId);
        this.#sight(trackableId);
      }, TRACKING_DELAYS_MS.targetInView),
    );
  }

  #cancelSighting(trackableId: number): void {
    const timer = this.#sightings.get(trackableId);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.#sightings.delete(trackableId);
  }

  /**
   * An enabled trackable of an enabled, ready tracker that sees nothing yet sees a target
   * named after its pattern (for a cloud tracker: a name the service recognised).
   */
  #sight(trackableId: number): void {
    const trackable = this.mirror.get(trackableId);
    if (!trackable || trackable.values.enabled === false) return;
    if ((this.#seen.get(trackableId)?.size ?? 0) > 0) return;
    const tracker = trackable.values.tracker as number;
    if (this.mirror.value(tracker, 'enabled') === false || !this.#isReady(tracker)) return;
    const pattern = trackable.values.targetName as string;
    const service = this.#cloudServiceOf(tracker);
    const name =
      service === undefined
        ? exampleTargetName(pattern)
        : [...(this.#cloudNames.get(service) ?? [])].find((known) =>
            matchesTargetName(pattern, known),
          );
    if (name !== undefined) this.#show(tracker, name, name);
  }

  /** Tells the matching trackables (of one tracker, or of all) that a target is in view. */
  #show(trackerId: number | undefined, targetName: string, uniqueId: string): number {
    const link = this.link();
    if (!link) return 0;
    if (!this.#poses.has(uniqueId)) {
      this.#poses.set(uniqueId, {
        translation: { x: this.#poses.size * SIMULATED_TARGET_SPACING_MM, y: 0, z: 0 },
        rotation: { x: 0, y: 0, z: 0 },
      });
    }
    let told = 0;
    for (const [id, trackable] of this.mirror.ofInterface(...TARGET_TRACKABLES)) {
      const {
        tracker,
        targetName: pattern,
        enabled,
      } = trackable.values as { tracker: number; targetName: string; enabled: boolean };
      if (trackerId !== undefined && tracker !== trackerId) continue;
      if (enabled === false || this.mirror.value(tracker, 'enabled') === false) continue;
      if (!matchesTargetName(pattern, targetName)) continue;
      const seen = this.#seenBy(id);
      if (seen.has(uniqueId)) continue;
      const tracked = this.#trackedBy(tracker);
      const limit =
        this.mirror.value<number>(tracker, 'maximumNumberOfConcurrentlyTrackableTargets') ?? 1;
      if (!tracked.has(uniqueId) && tracked.size >= limit) continue;
      tracked.add(uniqueId);
      seen.set(uniqueId, targetName);
      const trigger = IMAGE_TRACKABLES.includes(trackable.iface)
        ? 'onImageRecognized'
        : 'onObjectRecognized';
      link.trigger(id, trigger, { name: targetName, uniqueId });
      told++;
    }
    return told;
  }

  #loseAll(trackableId: number): void {
    this.#cancelSighting(trackableId);
    for (const uniqueId of [...(this.#seen.get(trackableId)?.keys() ?? [])]) {
      this.#loseFrom(trackableId, uniqueId);
    }
  }

  /** One trackable loses one target; its tracker stops tracking it when no trackable sees it. */
  #loseFrom(trackableId: number, uniqueId: string): void {
    const trackable = this.mirror.get(trackableId);
    const seen = this.#seen.get(trackableId);
    const name = seen?.get(uniqueId);
    if (!trackable || !seen || name === undefined) return;
    seen.delete(uniqueId);
    const tracker = trackable.values.tracker as number;
    const stillSeen = this.#trackablesOf(tracker, TARGET_TRACKABLES).some(([id]) =>
      this.#seen.get(id)?.has(uniqueId),
    );
    if (!stillSeen) this.#tracked.get(tracker)?.delete(uniqueId);
    const trigger = IMAGE_TRACKABLES.includes(trackable.iface) ? 'onImageLost' : 'onObjectLost';
    this.link()?.trigger(trackableId, trigger, { name, uniqueId });
  }

  /** Fires onTrackingStarted / onTrackingStopped when an instant trackable's tracking changed. */
  #reportInstant(trackableId: number): void {
    if (!this.mirror.get(trackableId)) return;
    const now = this.isTracked(trackableId);
    if (now === (this.#instantReported.get(trackableId) ?? false)) return;
    this.#instantReported.set(trackableId, now);
    this.link()?.trigger(trackableId, now ? 'onTrackingStarted' : 'onTrackingStopped');
  }

  #recognizeWith(serviceId: number): void {
    const service = this.mirror.get(serviceId);
    if (!service) return;
    const result = this.cloudRecognizer(service.values, serviceId);
    const link = this.link();
    if (result.error) {
      link?.trigger(serviceId, 'onRecognitionError', result.error.code, result.error.message);
      return;
    }
    const response = result.response ?? {};
    link?.trigger(serviceId, 'onRecognized', result.recognized, response);
    const name = (response.targetInfo as { name?: unknown } | undefined)?.name;
    if (!result.recognized || typeof name !== 'string') return;
    let names = this.#cloudNames.get(serviceId);
    if (!names) {
      names = new Set();
      this.#cloudNames.set(serviceId, names);
    }
    names.add(name);
    for (const [trackerId] of this.#trackersOfSource(serviceId)) this.#show(trackerId, name, name);
  }

  /**
   * What a developer expects at a desk: the camera "sees" a known target. Its name comes
   * from the first enabled trackable of a tracker using the service, else "target".
   */
  #plausibleRecognition(serviceId: number): CloudRecognitionResult {
    let name = 'target';
    for (const [trackerId] of this.#trackersOfSource(serviceId)) {
      const trackable = this.#trackablesOf(trackerId, IMAGE_TRACKABLES).find(
        ([, candidate]) => candidate.values.enabled !== false,
      );
      if (trackable) {
        name = exampleTargetName(trackable[1].values.targetName as string);
        break;
      }
    }
    return {
      recognized: true,
      response: { targetInfo: { name, rating: SIMULATED_RATING }, metadata: {} },
    };
  }

  #cloudServiceOf(trackerId: number): number | undefined {
    const source = this.mirror.value<number>(trackerId, 'source');
    return source !== undefined && this.mirror.get(source)?.iface === CLOUD_SERVICE
      ? source
      : undefined;
  }

  #trackersOfSource(sourceId: number) {
    return this.mirror.ofInterface(...COLLECTION_TRACKERS).filter(([, tracker]) => {
      const source = tracker.values.source ?? tracker.values.resource;
      return source === sourceId;
    });
  }

  #trackablesOf(trackerId: number, ifaces: readonly string[]) {
    return this.mirror
      .ofInterface(...ifaces)
      .filter(([, trackable]) => trackable.values.tracker === trackerId);
  }

  #seenBy(trackableId: number): Map<string, string> {
    let seen = this.#seen.get(trackableId);
    if (!seen) {
      seen = new Map();
      this.#seen.set(trackableId, seen);
    }
    return seen;
  }

  #trackedBy(trackerId: number): Set<string> {
    let set = this.#tracked.get(trackerId);
    if (!set) {
      set = new Set();
      this.#tracked.set(trackerId, set);
    }
    return set;
  }
}
