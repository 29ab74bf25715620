import { MessageBridge } from '../bridge/bridge';
import type {
  ARHost,
  HostLink,
  HostMessage,
  ResolvedLocation,
  UserLocationUpdate,
} from '../bridge/messages';
import type { Clock } from './clock';
import { LOCATION_ACCURACY } from './constants';
import { Emitter } from './emitter';

const EMPTY: ReadonlySet<never> = new Set();

export type LogLevel = 'error' | 'warning' | 'info' | 'debug';

export interface LogEntry {
  level: LogLevel;
  message: string;
  time: number;
  /** Where an error was logged from: up to STACK_TRACE_DEPTH frames. */
  stack?: string[];
}

/** Frames kept by the stack trace helper. */
export const STACK_TRACE_DEPTH = 10;

/** The caller's stack, without the helper's own frames, at most `depth` frames deep. */
export function captureStack(skip = 0, depth = STACK_TRACE_DEPTH): string[] {
  // V8 keeps 10 frames by default, fewer than the helper's frames plus the depth.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = depth + skip + 2;
  const lines = (new Error().stack ?? '').split('\n').slice(1);
  Error.stackTraceLimit = limit;
  return lines
    .slice(1 + skip)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, depth);
}

export interface UserLocation extends ResolvedLocation {
  accuracy: number;
}

/**
 * What the runtime knows of the objects it keeps (every `RuntimeObject` is one): their id and
 * SDK type, and how host triggers, host values and location queries reach them.
 */
export interface RuntimeObject {
  readonly objectId: number;
  readonly typeName: string;
  receiveTrigger(trigger: string, args: readonly unknown[]): unknown;
  receiveUpdate(values: Readonly<Record<string, unknown>>): void;
  locate(): ResolvedLocation | undefined;
}

/** What trackers consult of `AR.hardware` once the namespace is installed. */
export interface HardwareState {
  readonly sensors: { readonly enabled: boolean };
  readonly smart: { readonly platformAssistedTrackingActive: boolean };
}

export interface RuntimeEvents extends Record<string, unknown> {
  created: RuntimeObject;
  destroyed: RuntimeObject;
  changed: { object: RuntimeObject; property: string };
  log: LogEntry;
  location: UserLocation;
  debugMode: true;
  /** A renderer drew a frame (for the profiler's FPS). */
  frame: number;
}

export interface RuntimeOptions {
  clock: Clock;
  host?: ARHost | undefined;
  random?: (() => number) | undefined;
  developerMode?: boolean | undefined;
  /**
   * Reports an error a developer's callback threw as uncaught. By default as the browser
   * reports one (`reportError`: an `error` event on the window and the console), else thrown
   * again on a later task.
   */
  reportError?: ((error: unknown) => void) | undefined;
}

/** Reports an error as the browser reports an uncaught one. */
export function reportUncaught(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === 'function') {
    report.call(globalThis, error);
    return;
  }
  setTimeout(() => {
    throw error;
  }, 0);
}

/** The kernel behind one `AR` namespace: object registry, bridge, clock, user location. */
export class Runtime implements HostLink {
  readonly clock: Clock;
  readonly random: () => number;
  readonly bridge: MessageBridge;
  readonly developerMode: boolean;
  readonly #reportError: (error: unknown) => void;
  readonly events = new Emitter<RuntimeEvents>();
  readonly objects = new Map<number, RuntimeObject>();
  readonly logs: LogEntry[] = [];
  /** Where the view looks: degrees clockwise from north, and up from the horizon. */
  readonly view = { heading: 0, pitch: 0 };
  /** Set when the namespace is installed: trackers consult sensors and SMART. */
  hardware: HardwareState | undefined;
  readonly #byType = new Map<string, Set<RuntimeObject>>();
  #nextId = 1;
  #muted = 0;
  #user: UserLocation | undefined;

  constructor(options: RuntimeOptions) {
    this.clock = options.clock;
    this.random = options.random ?? Math.random;
    this.developerMode = options.developerMode ?? false;
    this.#reportError = options.reportError ?? reportUncaught;
    this.bridge = new MessageBridge(options.host, () => this.clock.now());
    options.host?.connect?.(this);
  }

  nextObjectId(): number {
    return this.#nextId++;
  }

  register(object: RuntimeObject): void {
    this.objects.set(object.objectId, object);
    let ofType = this.#byType.get(object.typeName);
    if (!ofType) {
      ofType = new Set();
      this.#byType.set(object.typeName, ofType);
    }
    ofType.add(object);
    this.events.emit('created', object);
  }

  unregister(object: RuntimeObject): void {
    this.objects.delete(object.objectId);
    this.#byType.get(object.typeName)?.delete(object);
    this.events.emit('destroyed', object);
  }

  /** Live objects of one SDK type (e.g. every GeoObject), in creation order. */
  objectsOfType(typeName: string): ReadonlySet<RuntimeObject> {
    return this.#byType.get(typeName) ?? EMPTY;
  }

  get muted(): boolean {
    return this.#muted > 0;
  }

  /** Runs `work` without sending messages: used for values that come from the host. */
  withMuted<T>(work: () => T): T {
    this.#muted++;
    try {
      return work();
    } finally {
      this.#muted--;
    }
  }

  send(message: HostMessage): void {
    if (!this.muted) this.bridge.send(message);
  }

  log(level: LogLevel, message: string, stack?: string[]): void {
    const entry: LogEntry = { level, message, time: this.clock.now() };
    if (stack) entry.stack = stack;
    this.logs.push(entry);
    this.events.emit('log', entry);
  }

  /**
   * Runs a developer's callback. What it throws goes to the log (the developer overlay's
   * Logger) and is reported as an uncaught error, never swallowed; the call then answers
   * undefined.
   */
  runCallback(
    label: string,
    callback: (...args: never[]) => unknown,
    thisArg: unknown,
    args: readonly unknown[],
  ): unknown {
    try {
      return (callback as (...a: unknown[]) => unknown).apply(thisArg, [...args]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const stack =
        error instanceof Error && error.stack
          ? error.stack
              .split('\n')
              .slice(1, 1 + STACK_TRACE_DEPTH)
              .map((line) => line.trim())
          : undefined;
      this.log('error', `${label} threw: ${message}`, stack);
      this.#reportError(error);
      return undefined;
    }
  }

  // HostLink

  trigger(objectId: number, trigger: string, ...args: unknown[]): unknown {
    return this.objects.get(objectId)?.receiveTrigger(trigger, args);
  }

  update(objectId: number, values: Readonly<Record<string, unknown>>): void {
    const object = this.objects.get(objectId);
    if (object) this.withMuted(() => object.receiveUpdate(values));
  }

  setUserLocation(update: UserLocationUpdate): void {
    this.#user = {
      latitude: update.latitude,
      longitude: update.longitude,
      altitude: update.altitude,
      accuracy: update.accuracy ?? LOCATION_ACCURACY.HIGH,
    };
    this.events.emit('location', this.#user);
  }

  userLocation(): UserLocation | undefined {
    return this.#user;
  }

  resolveLocation(objectId: number): ResolvedLocation | undefined {
    return this.objects.get(objectId)?.locate();
  }
}
