import type { ResolvedLocation } from '../bridge/messages';
import { distanceBetween } from '../geo';
import { ARObject, defineCallbacks, type ObjectOptions } from './ar-object';
import { ArrayContentException } from './errors';
import { ARLocation } from './locations';
import { SceneObject } from './scene-object';
import { requireArrayOf, requireBoolean, requireInstance, requireNumberIn } from './validate';

const isLocation = (value: unknown): value is ARLocation => value instanceof ARLocation;

/** Drawables placed at one or more geographic locations. */
export class GeoObject extends SceneObject {
  static override interfaceName = 'geoObjectInterface';
  static override typeName = 'GeoObject';
  #locations: ARLocation[] = [];

  constructor(locations: ARLocation | readonly ARLocation[], options?: ObjectOptions<GeoObject>) {
    super(options, ['cam', 'radar', 'indicator']);
    this.locations = locations;
    this.announce();
  }

  get locations(): readonly ARLocation[] {
    return this.#locations;
  }
  set locations(value: ARLocation | readonly ARLocation[]) {
    const list = Array.isArray(value) ? value : [value];
    const locations = requireArrayOf('locations', list, isLocation, 'AR locations');
    if (locations.length === 0) {
      throw new ArrayContentException("'locations' must contain at least one AR location.");
    }
    this.#locations = [...locations];
    this.changed('locations', this.#locations);
  }

  /** Distance from the user to the nearest of the object's locations. */
  distanceToUser(): number | undefined {
    const distances = this.#locations
      .map((location) => location.distanceToUser())
      .filter((distance): distance is number => distance !== undefined);
    return distances.length ? Math.min(...distances) : undefined;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), locations: this.#locations };
  }
}

/** A circular area around a location that fires onEnter/onExit as the user moves. */
export class ActionRange extends ARObject {
  static override interfaceName = 'actionRangeInterface';
  static override typeName = 'ActionRange';
  #location: ARLocation;
  #radius = 0;
  #enabled = true;
  #inside = false;
  declare onEnter: (() => unknown) | null;
  declare onExit: (() => unknown) | null;

  constructor(location: ARLocation, radius: number, options?: ObjectOptions<ActionRange>) {
    super();
    this.#location = requireInstance('location', location, [ARLocation], 'an AR location');
    this.radius = radius;
    this.applyOptions(options, ['enabled', ...ARObject.callbackKeys(ActionRange)]);
    this.announce();
  }

  get location(): ARLocation {
    return this.#location;
  }
  set location(value: ARLocation) {
    this.#location = requireInstance('location', value, [ARLocation], 'an AR location');
    this.changed('location', value);
  }

  /** Metres, non-negative. */
  get radius(): number {
    return this.#radius;
  }
  set radius(value: number) {
    this.#radius = requireNumberIn('radius', value, { min: 0 });
    this.changed('radius', value);
  }

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    this.#enabled = requireBoolean('enabled', value);
    this.changed('enabled', value);
  }

  /** Whether `location` lies within the range (ignoring altitude). */
  isInArea(location: ARLocation): boolean {
    requireInstance('location', location, [ARLocation], 'an AR location');
    return isWithin(this.#location.locate(), location.locate(), this.#radius);
  }

  /** Whether the user was inside at the last location update. */
  get userInside(): boolean {
    return this.#inside;
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      location: this.#location,
      radius: this.#radius,
      enabled: this.#enabled,
    };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onEnter') this.#inside = true;
    if (trigger === 'onExit') this.#inside = false;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(ActionRange, ['onEnter', 'onExit']);

export function isWithin(
  center: ResolvedLocation | undefined,
  point: ResolvedLocation | undefined,
  radius: number,
): boolean {
  return center !== undefined && point !== undefined && distanceBetween(center, point) <= radius;
}
