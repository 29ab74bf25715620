import { parseMessageName, type ARHost, type HostLink, type HostMessage } from '../bridge/messages';
import type { Clock } from '../core/clock';
import { SMART_AVAILABILITY, type EasingCurveName } from '../core/constants';
import type { EasingParameters } from '../core/easing';
import { distance3d } from '../geo';
import {
  AnimationGroupPlayer,
  KeyFrameAnimationPlayer,
  ModelAnimationPlayer,
  PropertyAnimationPlayer,
  type AnimationPlayer,
  type PlayerContext,
} from './animation-player';
import { LocationSimulation, type SimulatedLocation } from './location-simulation';
import { MediaPlayer } from './media-player';
import { ObjectMirror } from './object-mirror';
import { ResourceLoader, type ResourceKind } from './resource-loader';
import { TrackingSimulation, type CloudRecognizer } from './tracking-simulation';

export interface SimulatorOptions {
  clock: Clock;
  random?: () => number;
  /** The simulated user position; the overlay's "Custom" entry is 0, 0, 0. */
  location?: SimulatedLocation;
  constantLocationUpdates?: boolean;
  autoLoadResources?: boolean;
  smartAvailability?: number;
  cloudRecognizer?: CloudRecognizer;
  /**
   * Whether the simulated position is the user's from the start (true by default); false
   * waits for the first `setLocation`, as a host still waiting for a fix would.
   */
  locationOnConnect?: boolean;
}

/** What the AR experience asked its hosting app for (JSON objects, browser, video, plugins). */
export interface HostRequest {
  type: 'sendJSONObject' | 'openInBrowser' | 'startVideoPlayer' | 'callPlugin';
  values: Record<string, unknown>;
}

const RESOURCE_KINDS: Record<string, ResourceKind> = {
  imageResourceInterface: 'image',
  modelInterface: 'model',
  occluderInterface: 'model',
  htmlDrawableInterface: 'html',
  targetCollectionResourceInterface: 'collection',
  // An SDK 6 client tracker loads its target collection itself.
  clientTrackerInterface: 'collection',
};

const TRACKABLES = new Set([
  'imageTrackableInterface',
  'trackable2DObjectInterface',
  'objectTrackableInterface',
  'instantTrackableInterface',
]);

/** Interfaces whose `enabled` decides what the trackers see. */
const TRACKING_SWITCHES = new Set([
  ...TRACKABLES,
  'imageTrackerInterface',
  'objectTrackerInterface',
  'instantTrackerInterface',
  'clientTrackerInterface',
  'cloudTrackerInterface',
]);

const HOST_REQUESTS = new Set<HostRequest['type']>([
  'sendJSONObject',
  'openInBrowser',
  'startVideoPlayer',
  'callPlugin',
]);

/**
 * The desktop stand-in for the native AR host: consumes the runtime's messages and answers
 * with simulated timings for loading, playback, animation and location drift.
 */
export class Simulator implements ARHost {
  readonly clock: Clock;
  readonly mirror = new ObjectMirror();
  readonly loader: ResourceLoader;
  readonly media: MediaPlayer;
  readonly locationSimulation: LocationSimulation;
  readonly tracking: TrackingSimulation;
  readonly #players = new Map<number, AnimationPlayer>();
  readonly #requests = new Set<(request: HostRequest) => void>();
  readonly #visible = new Map<number, boolean>();
  #link: HostLink | undefined;
  readonly #locationOnConnect: boolean;

  constructor(options: SimulatorOptions) {
    this.clock = options.clock;
    this.#locationOnConnect = options.locationOnConnect ?? true;
    const random = options.random ?? Math.random;
    const link = () => this.#link;
    const services = { clock: this.clock, random, link };
    this.loader = new ResourceLoader(services, options.autoLoadResources ?? true);
    this.media = new MediaPlayer(services, this.loader);
    this.locationSimulation = new LocationSimulation(
      this.clock,
      random,
      link,
      this.mirror,
      options.location ?? { latitude: 0, longitude: 0, altitude: 0 },
    );
    this.tracking = new TrackingSimulation(
      this.clock,
      link,
      this.mirror,
      options.smartAvailability ?? SMART_AVAILABILITY.UNSUPPORTED,
      options.cloudRecognizer,
    );
    this.loader.onLoaded((objectId, kind) => {
      if (kind === 'collection') this.tracking.collectionLoaded(objectId);
    });
    this.loader.onFailed((objectId, kind, message) => {
      if (kind === 'collection') this.tracking.collectionFailed(objectId, message);
    });
    if (options.constantLocationUpdates) this.locationSimulation.setConstantUpdates(true);
  }

  connect(link: HostLink): void {
    this.#link = link;
    if (this.#locationOnConnect)
      this.locationSimulation.setLocation(this.locationSimulation.location);
  }

  get link(): HostLink | undefined {
    return this.#link;
  }

  // Controls for the developer overlay, the renderer and tests.

  get location(): SimulatedLocation {
    return this.locationSimulation.location;
  }
  /** Moves the user; `accuracy` is an `AR.CONST.LOCATION_ACCURACY` level (kept until changed). */
  setLocation(location: SimulatedLocation, accuracy?: number): void {
    this.locationSimulation.setLocation(location, accuracy);
  }
  setConstantLocationUpdates(on: boolean): void {
    this.locationSimulation.setConstantUpdates(on);
  }
  setAutoLoadResources(on: boolean): void {
    this.loader.setAutoLoad(on);
  }
  loadAllResources(): void {
    this.loader.loadAll();
  }
  failResource(objectId: number, message = 'Simulated error'): void {
    this.loader.fail(objectId, message);
  }

  /** Moves an object in or out of the field of vision, firing enter/exit on change. */
  setVisibility(objectId: number, visible: boolean): void {
    if ((this.#visible.get(objectId) ?? false) === visible) return;
    this.#visible.set(objectId, visible);
    this.#link?.trigger(objectId, visible ? 'onEnterFieldOfVision' : 'onExitFieldOfVision');
  }

  isVisible(objectId: number): boolean {
    return this.#visible.get(objectId) ?? false;
  }

  onHostRequest(listener: (request: HostRequest) => void): () => void {
    this.#requests.add(listener);
    return () => this.#requests.delete(listener);
  }

  /** Stops every timer (drift, animations, recognition). */
  dispose(): void {
    this.locationSimulation.stop();
    this.tracking.stop();
    for (const player of this.#players.values()) player.stop();
  }

  // ARHost

  receive(message: HostMessage): void {
    if (message.is === 'AR.i.batch') {
      for (const inner of (message.messages as HostMessage[]) ?? []) this.receive(inner);
      return;
    }
    const { iface, operation } = parseMessageName(message.is);
    const id = message.objectId;
    if (id === undefined) return;
    switch (operation) {
      case 'create':
        this.#create(iface, id, message);
        return;
      case 'set': {
        const before = this.mirror.get(id)?.values[message.property as string];
        this.mirror.set(id, message.property as string, message.value);
        if (iface === 'actionRangeInterface' || iface.endsWith('LocationInterface')) {
          this.locationSimulation.evaluateActionRanges();
        }
        if (
          message.property === 'enabled' &&
          before !== message.value &&
          TRACKING_SWITCHES.has(iface)
        ) {
          this.tracking.enabledChanged(id, message.value === true);
        }
        return;
      }
      case 'destroy':
        this.#destroy(id);
        return;
    }
    this.#operate(iface, operation, id, message);
  }

  receiveSync(message: HostMessage): unknown {
    const { operation } = parseMessageName(message.is);
    const link = this.#link;
    const id = message.objectId;
    if (!link || id === undefined) return undefined;
    switch (operation) {
      case 'distanceTo': {
        const a = link.resolveLocation(id);
        const b = link.resolveLocation(message.location as number);
        return a && b ? distance3d(a, b) : -1;
      }
      case 'distanceToUser': {
        const a = link.resolveLocation(id);
        const user = link.userLocation();
        return a && user ? distance3d(a, user) : -1;
      }
      case 'getDistanceTo':
        return this.tracking.targetDistance(
          message.fromUniqueId as string,
          message.uniqueId as string,
        );
      case 'getTranslationTo':
      case 'getRotationTo':
        return this.tracking.targetDelta(
          message.fromUniqueId as string,
          message.uniqueId as string,
          operation === 'getTranslationTo' ? 'translation' : 'rotation',
        );
    }
    return undefined;
  }

  #create(iface: string, id: number, message: HostMessage): void {
    const mirrored = this.mirror.create(iface, message);
    const values = mirrored?.values ?? {};
    const kind = RESOURCE_KINDS[iface];
    if (kind) this.loader.register(id, kind);
    const context = this.#playerContext();
    switch (iface) {
      case 'soundInterface':
        this.media.register(id, 'sound');
        break;
      case 'videoDrawableInterface':
        this.media.register(id, 'video');
        break;
      case 'propertyAnimationInterface':
        this.#players.set(
          id,
          new PropertyAnimationPlayer(id, context, {
            target: values.target as number,
            property: values.property as string,
            end: values.end as number,
            duration: values.duration as number,
            easingCurve: values.easingCurve as { type: EasingCurveName } & EasingParameters,
          }),
        );
        break;
      case 'modelAnimationInterface':
        this.#players.set(id, new ModelAnimationPlayer(id, context));
        break;
      case 'animationGroupInterface':
        this.#players.set(
          id,
          new AnimationGroupPlayer(
            id,
            context,
            values.type as 'parallel' | 'sequential',
            values.animations as number[],
          ),
        );
        break;
      case 'animatedImageDrawableInterface':
        this.#players.set(id, new KeyFrameAnimationPlayer(id, context));
        break;
      case 'actionRangeInterface':
        // Not within the constructor: the script holds the new range before onEnter fires.
        this.clock.setTimeout(() => this.locationSimulation.evaluateActionRanges(), 0);
        break;
      case 'imageTrackerInterface':
      case 'objectTrackerInterface': {
        const source = (values.source ?? values.resource) as number;
        this.tracking.trackerCreated(id, this.loader.stateOf(source) === 'loaded');
        break;
      }
      case 'cloudRecognitionServiceInterface':
        this.tracking.serviceCreated(id);
        break;
      case 'cloudTrackerInterface':
        this.tracking.cloudTrackerCreated(id);
        break;
    }
    if (TRACKABLES.has(iface)) this.tracking.trackableCreated(id);
  }

  #operate(iface: string, operation: string, id: number, message: HostMessage): void {
    if (HOST_REQUESTS.has(operation as HostRequest['type'])) {
      const { is: _is, objectId: _objectId, ...values } = message;
      for (const listener of this.#requests) {
        listener({ type: operation as HostRequest['type'], values });
      }
      return;
    }
    if (iface === 'soundInterface' || iface === 'videoDrawableInterface') {
      this.media.handle(id, operation, message.loopTimes);
      return;
    }
    const player = this.#players.get(id);
    switch (operation) {
      case 'start':
        player?.start({
          loopTimes: message.loopTimes as number,
          starts:
            typeof message.start === 'number'
              ? { [id]: message.start }
              : ((message.starts as Record<number, number>) ?? {}),
        });
        return;
      case 'stop':
      case 'stopAnimation':
        player?.stop();
        return;
      case 'pause':
        player?.pause();
        return;
      case 'resume':
        player?.resume();
        return;
      case 'animate':
        (player as KeyFrameAnimationPlayer | undefined)?.animate(
          message.keyFrames as number[],
          message.duration as number,
          message.loopTimes as number,
        );
        return;
      case 'cancel':
        this.loader.cancel(id);
        return;
      case 'recognize':
        this.tracking.recognizeOnce(id);
        return;
      case 'startContinuousRecognition':
        this.tracking.startContinuous(id, message.interval as number);
        return;
      case 'stopContinuousRecognition':
        this.tracking.stopContinuous(id);
        return;
      case 'changeState':
        this.tracking.changeInstantState(id, message.state as number);
        return;
      case 'isPlatformAssistedTrackingSupported':
        this.tracking.checkSmart(id);
        return;
      case 'setCloudRecognitionServerRegion':
        this.tracking.selectRegion(
          id,
          message.url,
          message.onSuccessTriggerActive === true,
          message.onErrorTriggerActive === true,
        );
        return;
    }
  }

  #destroy(id: number): void {
    this.#players.get(id)?.stop();
    this.#players.delete(id);
    this.media.forget(id);
    this.loader.forget(id);
    this.locationSimulation.forget(id);
    this.tracking.forget(id);
    this.#visible.delete(id);
    this.mirror.delete(id);
  }

  #playerContext(): PlayerContext {
    return {
      clock: this.clock,
      link: () => this.#link,
      player: (objectId) => this.#players.get(objectId),
    };
  }
}

/** Creates the simulator host; pass it as `host` to `installAR`. */
export function createSimulator(options: SimulatorOptions): Simulator {
  return new Simulator(options);
}
