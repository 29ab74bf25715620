import type { ResolvedLocation } from '../bridge/messages';
import { distanceBetween } from '../geo';
import { ARObject, defineCallbacks, type ObjectOptions } from './ar-object';
import { ArrayContentException } from './errors';
import { ARLocation } from './locations';
import { defineProperties, describeProperties } from './properties';
import { SceneObject } from './scene-object';
import { instanceOf, numberIn, requireArrayOf, requireBoolean, requireInstance } from './validate';

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
  #inside = false;
  declare onEnter: (() => unknown) | null;
  declare onExit: (() => unknown) | null;

  constructor(location: ARLocation, radius: number, options?: ObjectOptions<ActionRange>) {
    super();
    this.location = location;
    this.radius = radius;
    this.applyOptions(options, ['enabled', ...ARObject.callbackKeys(ActionRange)]);
    this.announce();
  }

  declare location: ARLocation;
  /** Metres, non-negative. */
  declare radius: number;
  declare enabled: boolean;

  /** Whether `location` lies within the range (ignoring altitude). */
  isInArea(location: ARLocation): boolean {
    requireInstance('location', location, [ARLocation], 'an AR location');
    return isWithin(this.location.locate(), location.locate(), this.radius);
  }

  /** Whether the user was inside at the last location update. */
  get userInside(): boolean {
    return this.#inside;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, ActionRange) };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onEnter') this.#inside = true;
    if (trigger === 'onExit') this.#inside = false;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(ActionRange, ['onEnter', 'onExit']);
defineProperties(ActionRange, {
  location: { validate: instanceOf([ARLocation], 'an AR location') },
  radius: { initial: 0, validate: numberIn({ min: 0 }) },
  enabled: { initial: true, validate: requireBoolean },
});

function isWithin(
  center: ResolvedLocation | undefined,
  point: ResolvedLocation | undefined,
  radius: number,
): boolean {
  return center !== undefined && point !== undefined && distanceBetween(center, point) <= radius;
}
