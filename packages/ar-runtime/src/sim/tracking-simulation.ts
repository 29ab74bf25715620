import type { HostLink } from '../bridge/messages';
import type { Clock, TimerId } from '../core/clock';
import { INSTANT_TRACKER_STATE, SMART_AVAILABILITY } from '../core/constants';
import type { ObjectMirror } from './object-mirror';

export interface CloudRecognitionResult {
  recognized: boolean;
  response?: Record<string, unknown>;
  error?: { code: number; message: string };
}

export type CloudRecognizer = (service: Record<string, unknown>) => CloudRecognitionResult;

interface Pose {
  translation: { x: number; y: number; z: number };
  rotation: { x: number; y: number; z: number };
}

const IMAGE_TRACKABLES = ['imageTrackableInterface', 'trackable2DObjectInterface'];
const TRACKERS = [
  'imageTrackerInterface',
  'objectTrackerInterface',
  'clientTrackerInterface',
  'cloudTrackerInterface',
];

/** `*` matches any run of characters and `?` one character, as in target names. */
export function matchesTargetName(pattern: string, name: string): boolean {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(name);
}

/** Image, object, instant and cloud tracking driven by explicit simulator calls. */
export class TrackingSimulation {
  readonly #recognized = new Map<number, Set<string>>();
  readonly #poses = new Map<string, Pose>();
  readonly #continuous = new Map<number, TimerId>();
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
    this.cloudRecognizer = cloudRecognizer ?? (() => ({ recognized: false, response: {} }));
  }

  /** A target collection finished loading: its trackers may report their targets. */
  collectionLoaded(collectionId: number): void {
    for (const [id, tracker] of this.mirror.ofInterface(...TRACKERS)) {
      const source = tracker.values.source ?? tracker.values.resource;
      if (source === collectionId) this.link()?.trigger(id, 'onTargetsLoaded');
    }
  }

  trackerCreated(trackerId: number, sourceLoaded: boolean): void {
    if (sourceLoaded)
      this.clock.setTimeout(() => this.link()?.trigger(trackerId, 'onTargetsLoaded'), 0);
  }

  serviceCreated(serviceId: number): void {
    this.clock.setTimeout(() => this.link()?.trigger(serviceId, 'onInitialized'), 0);
  }

  /**
   * Shows a target to the camera: every enabled trackable whose name pattern matches is
   * told, unless its tracker already tracks its maximum number of targets.
   */
  recognize(targetName: string, pose: Partial<Pose> = {}, uniqueId = targetName): number {
    const link = this.link();
    if (!link) return 0;
    this.#poses.set(uniqueId, {
      translation: pose.translation ?? { x: 0, y: 0, z: 0 },
      rotation: pose.rotation ?? { x: 0, y: 0, z: 0 },
    });
    let told = 0;
    for (const [id, trackable] of this.#trackables()) {
      const {
        tracker,
        targetName: pattern,
        enabled,
      } = trackable.values as {
        tracker: number;
        targetName: string;
        enabled: boolean;
      };
      if (!enabled || this.mirror.value(tracker, 'enabled') === false) continue;
      if (!matchesTargetName(pattern, targetName)) continue;
      const tracked = this.#trackedBy(tracker);
      const limit =
        this.mirror.value<number>(tracker, 'maximumNumberOfConcurrentlyTrackableTargets') ?? 1;
      if (!tracked.has(uniqueId) && tracked.size >= limit) continue;
      tracked.add(uniqueId);
      const trigger = IMAGE_TRACKABLES.includes(trackable.iface)
        ? 'onImageRecognized'
        : 'onObjectRecognized';
      link.trigger(id, trigger, { name: targetName, uniqueId });
      told++;
    }
    return told;
  }

  lose(targetName: string, uniqueId = targetName): void {
    const link = this.link();
    for (const [id, trackable] of this.#trackables()) {
      const { tracker, targetName: pattern } = trackable.values as {
        tracker: number;
        targetName: string;
      };
      if (!matchesTargetName(pattern, targetName)) continue;
      const tracked = this.#trackedBy(tracker);
      if (!tracked.has(uniqueId)) continue;
      const trigger = IMAGE_TRACKABLES.includes(trackable.iface) ? 'onImageLost' : 'onObjectLost';
      link?.trigger(id, trigger, { name: targetName, uniqueId });
    }
    for (const tracked of this.#recognized.values()) tracked.delete(uniqueId);
    this.#poses.delete(uniqueId);
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

  recognizeOnce(serviceId: number): void {
    this.clock.setTimeout(() => this.#recognizeWith(serviceId), 0);
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

  changeInstantState(trackerId: number, state: number): void {
    const link = this.link();
    if (!link) return;
    link.trigger(trackerId, 'onChangedState', state);
    const trigger =
      state === INSTANT_TRACKER_STATE.TRACKING ? 'onTrackingStarted' : 'onTrackingStopped';
    for (const [id, trackable] of this.mirror.ofInterface('instantTrackableInterface')) {
      if (trackable.values.tracker === trackerId) link.trigger(id, trigger);
    }
  }

  checkSmart(smartId: number): void {
    const link = this.link();
    link?.trigger(
      smartId,
      'onPlatformAssistedTrackingAvailabilityChanged',
      SMART_AVAILABILITY.CHECKING_QUERY_ONGOING,
    );
    this.clock.setTimeout(
      () =>
        this.link()?.trigger(
          smartId,
          'onPlatformAssistedTrackingAvailabilityChanged',
          this.smartAvailability,
        ),
      0,
    );
  }

  forget(objectId: number): void {
    this.stopContinuous(objectId);
    this.#recognized.delete(objectId);
  }

  stop(): void {
    for (const id of [...this.#continuous.keys()]) this.stopContinuous(id);
  }

  #recognizeWith(serviceId: number): void {
    const service = this.mirror.get(serviceId);
    if (!service) return;
    const result = this.cloudRecognizer(service.values);
    const link = this.link();
    if (result.error) {
      link?.trigger(serviceId, 'onRecognitionError', result.error.code, result.error.message);
      return;
    }
    link?.trigger(serviceId, 'onRecognized', result.recognized, result.response ?? {});
  }

  #trackables() {
    return this.mirror.ofInterface(...IMAGE_TRACKABLES, 'objectTrackableInterface');
  }

  #trackedBy(trackerId: number): Set<string> {
    let set = this.#recognized.get(trackerId);
    if (!set) {
      set = new Set();
      this.#recognized.set(trackerId, set);
    }
    return set;
  }
}
