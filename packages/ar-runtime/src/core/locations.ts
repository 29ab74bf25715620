import type { ResolvedLocation } from '../bridge/messages';
import { bearingBetween, distance3d, offsetLatLng } from '../geo';
import { ARObject, defineCallbacks } from './ar-object';
import { UNKNOWN_ALTITUDE } from './constants';
import { defineProperties, describeProperties } from './properties';
import { numberIn, requireInstance, requireNumber } from './validate';

const normalizeAltitude = (altitude: number | undefined): number | undefined =>
  altitude === undefined || altitude === UNKNOWN_ALTITUDE ? undefined : altitude;

/** Base of GeoLocation and RelativeLocation. */
export abstract class ARLocation extends ARObject {
  static override typeName = 'Location';

  /** Distance in metres to another location; `undefined` when it cannot be known. */
  distanceTo(location: ARLocation): number | undefined {
    requireInstance('location', location, [ARLocation], 'an AR location');
    const host = this.callSync('distanceTo', { location });
    if (typeof host === 'number') return host < 0 ? undefined : host;
    return measure(this.locate(), location.locate());
  }

  /** Distance in metres to the user; `undefined` while the user location is unknown. */
  distanceToUser(): number | undefined {
    const host = this.callSync('distanceToUser');
    if (typeof host === 'number') return host < 0 ? undefined : host;
    return measure(this.locate(), this.runtime.userLocation());
  }

  /** Bearing from the user to this location, degrees from north; `undefined` if unknown. */
  bearingFromUser(): number | undefined {
    const user = this.runtime.userLocation();
    const here = this.locate();
    return user && here ? bearingBetween(user, here) : undefined;
  }
}

export function measure(
  a: ResolvedLocation | undefined,
  b: ResolvedLocation | undefined,
): number | undefined {
  return a && b ? distance3d(a, b) : undefined;
}

export class GeoLocation extends ARLocation {
  static override interfaceName = 'geoLocationInterface';
  static override typeName = 'GeoLocation';
  #altitude: number = UNKNOWN_ALTITUDE;
  #resolved: ResolvedLocation | undefined;
  declare onError: ((message: string) => unknown) | null;

  constructor(latitude: number, longitude: number, altitude?: number) {
    super();
    this.latitude = latitude;
    this.longitude = longitude;
    if (altitude !== undefined) this.altitude = altitude;
    this.announce();
  }

  declare latitude: number;
  declare longitude: number;
  static {
    // A moved location is resolved again.
    const afterStore = (location: GeoLocation) => {
      location.#resolved = undefined;
    };
    defineProperties(this, {
      latitude: { initial: 0, validate: numberIn({ min: -90, max: 90 }), afterStore },
      longitude: { initial: 0, validate: numberIn({ min: -180, max: 180 }), afterStore },
    });
  }

  /** Metres above sea level; `AR.CONST.UNKNOWN_ALTITUDE` when unknown. */
  get altitude(): number {
    return this.#altitude;
  }
  set altitude(value: number | undefined) {
    this.#altitude = value === undefined ? UNKNOWN_ALTITUDE : requireNumber('altitude', value);
    this.#resolved = undefined;
    this.changed('altitude', this.#altitude);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...describeProperties(this, GeoLocation),
      altitude: this.#altitude,
    };
  }

  override locate(): ResolvedLocation {
    this.#resolved ??= Object.freeze({
      latitude: this.latitude,
      longitude: this.longitude,
      altitude: normalizeAltitude(this.#altitude),
    });
    return this.#resolved;
  }
}
defineCallbacks(GeoLocation, ['onError']);

/** A location given in metres north/east/up of another location, or of the user. */
export class RelativeLocation extends ARLocation {
  static override interfaceName = 'relativeLocationInterface';
  static override typeName = 'RelativeLocation';
  #location: ARLocation | null = null;

  constructor(location: ARLocation | null, northing: number, easting: number, altitudeDelta = 0) {
    super();
    this.location = location;
    this.northing = northing;
    this.easting = easting;
    this.altitudeDelta = altitudeDelta;
    this.announce();
  }

  declare northing: number;
  declare easting: number;
  declare altitudeDelta: number;

  /** The reference location; `null` means relative to the user. */
  get location(): ARLocation | null {
    return this.#location;
  }
  set location(value: ARLocation | null | undefined) {
    this.#location =
      value === null || value === undefined
        ? null
        : requireInstance('location', value, [ARLocation], 'an AR location or null');
    this.changed('location', this.#location);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      location: this.#location,
      ...describeProperties(this, RelativeLocation),
    };
  }

  override locate(): ResolvedLocation | undefined {
    const base = this.#location ? this.#location.locate() : this.runtime.userLocation();
    if (!base) return undefined;
    const point = offsetLatLng(base, this.northing, this.easting);
    const altitude = base.altitude === undefined ? undefined : base.altitude + this.altitudeDelta;
    return { ...point, altitude };
  }
}
defineProperties(RelativeLocation, {
  northing: { initial: 0, validate: requireNumber },
  easting: { initial: 0, validate: requireNumber },
  altitudeDelta: { initial: 0, validate: requireNumber },
});
