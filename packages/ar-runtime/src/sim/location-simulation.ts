import type { HostLink } from '../bridge/messages';
import type { Clock, TimerId } from '../core/clock';
import { LOCATION_ACCURACY } from '../core/constants';
import { distanceBetween } from '../geo';
import type { ObjectMirror } from './object-mirror';

/** Interval and size of the random drift while constant location updates are on. */
const LOCATION_DRIFT = Object.freeze({
  intervalMs: 1000,
  maxDegrees: 0.0005,
  maxAltitudeMeters: 5,
});

export interface SimulatedLocation {
  latitude: number;
  longitude: number;
  altitude: number;
}

/** The simulated user position, its drift, and the action ranges it enters and leaves. */
export class LocationSimulation {
  #location: SimulatedLocation;
  #accuracy: number = LOCATION_ACCURACY.HIGH;
  #driftTimer: TimerId | undefined;
  readonly #inside = new Map<number, boolean>();
  readonly #listeners = new Set<(location: SimulatedLocation) => void>();

  constructor(
    private readonly clock: Clock,
    private readonly random: () => number,
    private readonly link: () => HostLink | undefined,
    private readonly mirror: ObjectMirror,
    initial: SimulatedLocation,
  ) {
    this.#location = { ...initial };
  }

  get location(): SimulatedLocation {
    return { ...this.#location };
  }

  get constantUpdates(): boolean {
    return this.#driftTimer !== undefined;
  }

  onChange(listener: (location: SimulatedLocation) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The `AR.CONST.LOCATION_ACCURACY` level reported with the location. */
  get accuracy(): number {
    return this.#accuracy;
  }

  /**
   * Moves the user and fires onLocationChanged and action ranges. The accuracy level (HIGH
   * unless a real position says otherwise) is kept for later moves and drift.
   */
  setLocation(location: SimulatedLocation, accuracy: number = this.#accuracy): void {
    this.#location = { ...location };
    this.#accuracy = accuracy;
    this.link()?.setUserLocation({ ...this.#location, accuracy });
    for (const listener of this.#listeners) listener(this.location);
    this.evaluateActionRanges();
  }

  setConstantUpdates(on: boolean): void {
    if (on === this.constantUpdates) return;
    if (!on) {
      if (this.#driftTimer !== undefined) this.clock.clearInterval(this.#driftTimer);
      this.#driftTimer = undefined;
      return;
    }
    this.#driftTimer = this.clock.setInterval(() => this.#drift(), LOCATION_DRIFT.intervalMs);
  }

  /** Fires onEnter/onExit for every enabled range whose inside/outside state changed. */
  evaluateActionRanges(): void {
    const link = this.link();
    const user = link?.userLocation();
    if (!link || !user) return;
    for (const [id, range] of this.mirror.ofInterface('actionRangeInterface')) {
      const { location, radius, enabled } = range.values as {
        location: number;
        radius: number;
        enabled: boolean;
      };
      if (!enabled) continue;
      const center = link.resolveLocation(location);
      const inside = center !== undefined && distanceBetween(center, user) <= radius;
      if (inside === (this.#inside.get(id) ?? false)) continue;
      this.#inside.set(id, inside);
      link.trigger(id, inside ? 'onEnter' : 'onExit');
    }
  }

  forget(objectId: number): void {
    this.#inside.delete(objectId);
  }

  stop(): void {
    this.setConstantUpdates(false);
  }

  #drift(): void {
    const jitter = (max: number) => (this.random() * 2 - 1) * max;
    this.setLocation({
      latitude: clamp(this.#location.latitude + jitter(LOCATION_DRIFT.maxDegrees), -90, 90),
      longitude: clamp(this.#location.longitude + jitter(LOCATION_DRIFT.maxDegrees), -180, 180),
      altitude: this.#location.altitude + jitter(LOCATION_DRIFT.maxAltitudeMeters),
    });
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
