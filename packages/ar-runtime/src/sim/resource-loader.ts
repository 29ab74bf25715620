import type { TimerId } from '../core/clock';
import { STATE } from '../core/constants';
import type { SimServices } from './services';

/** Longest simulated load of a model, HTML drawable, sound or target collection (ms). */
const MAX_LOAD_DELAY_MS = 5000;

/** A target collection reports onProgress at each quarter of its load, the last with onLoaded. */
const COLLECTION_PROGRESS_STEPS = 4;

export type ResourceKind = 'image' | 'model' | 'html' | 'sound' | 'video' | 'collection';
export type LoadState = 'pending' | 'loading' | 'loaded' | 'error' | 'cancelled';

interface Entry {
  kind: ResourceKind;
  state: LoadState;
  timers: TimerId[];
}

/**
 * Simulated loading: images at once, everything else after a random delay of up to 5 s.
 * With auto-load off, resources wait until `loadAll()` ("Load all Ressources now").
 */
export class ResourceLoader {
  readonly #entries = new Map<number, Entry>();
  readonly #sim: SimServices;
  readonly #loadedListeners = new Set<(objectId: number, kind: ResourceKind) => void>();
  readonly #failedListeners = new Set<
    (objectId: number, kind: ResourceKind, message: string) => void
  >();
  #autoLoad: boolean;

  constructor(sim: SimServices, autoLoad: boolean) {
    this.#sim = sim;
    this.#autoLoad = autoLoad;
  }

  get autoLoad(): boolean {
    return this.#autoLoad;
  }

  /** Turning auto-load on loads everything still waiting. */
  setAutoLoad(on: boolean): void {
    this.#autoLoad = on;
    if (on) this.loadAll();
  }

  onLoaded(listener: (objectId: number, kind: ResourceKind) => void): void {
    this.#loadedListeners.add(listener);
  }

  onFailed(listener: (objectId: number, kind: ResourceKind, message: string) => void): void {
    this.#failedListeners.add(listener);
  }

  register(objectId: number, kind: ResourceKind): void {
    this.#entries.set(objectId, { kind, state: 'pending', timers: [] });
    if (this.#autoLoad) this.load(objectId);
  }

  stateOf(objectId: number): LoadState | undefined {
    return this.#entries.get(objectId)?.state;
  }

  pendingCount(): number {
    return [...this.#entries.values()].filter((entry) => entry.state === 'pending').length;
  }

  /** Starts loading; a second call while loading or after loading does nothing. */
  load(objectId: number): void {
    const entry = this.#entries.get(objectId);
    if (!entry || entry.state !== 'pending') return;
    entry.state = 'loading';
    const link = this.#sim.link();
    link?.update(objectId, { state: STATE.LOADING });
    const delay = entry.kind === 'image' ? 0 : this.#sim.random() * MAX_LOAD_DELAY_MS;
    if (entry.kind === 'collection') {
      for (let step = 1; step < COLLECTION_PROGRESS_STEPS; step++) {
        const progress = step / COLLECTION_PROGRESS_STEPS;
        entry.timers.push(
          this.#sim.clock.setTimeout(
            () => this.#sim.link()?.trigger(objectId, 'onProgress', progress),
            delay * progress,
          ),
        );
      }
    }
    entry.timers.push(this.#sim.clock.setTimeout(() => this.#finish(objectId, entry), delay));
  }

  loadAll(): void {
    for (const [objectId, entry] of this.#entries) {
      if (entry.state === 'pending') this.load(objectId);
    }
  }

  /** Simulates a failed load (the developer tree's "simulate error"). */
  fail(objectId: number, message: string): void {
    const entry = this.#entries.get(objectId);
    if (!entry) return;
    this.#clearTimers(entry);
    entry.state = 'error';
    const link = this.#sim.link();
    link?.update(objectId, { state: STATE.ERROR });
    link?.trigger(objectId, 'onError', message);
    for (const listener of this.#failedListeners) listener(objectId, entry.kind, message);
  }

  cancel(objectId: number): void {
    const entry = this.#entries.get(objectId);
    if (!entry || entry.state !== 'loading') return;
    this.#clearTimers(entry);
    entry.state = 'cancelled';
  }

  forget(objectId: number): void {
    const entry = this.#entries.get(objectId);
    if (entry) this.#clearTimers(entry);
    this.#entries.delete(objectId);
  }

  #finish(objectId: number, entry: Entry): void {
    entry.timers = [];
    entry.state = 'loaded';
    const link = this.#sim.link();
    link?.update(objectId, { state: STATE.LOADED });
    if (entry.kind === 'collection') link?.trigger(objectId, 'onProgress', 1);
    if (entry.kind !== 'sound' && entry.kind !== 'video') link?.trigger(objectId, 'onLoaded');
    if (entry.kind === 'model') link?.trigger(objectId, 'onInitialized');
    // Then what depends on the file: a collection's trackers, a sound's pending play.
    for (const listener of this.#loadedListeners) listener(objectId, entry.kind);
  }

  #clearTimers(entry: Entry): void {
    for (const timer of entry.timers) this.#sim.clock.clearTimeout(timer);
    entry.timers = [];
  }
}
