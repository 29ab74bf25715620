/**
 * Messages between the JavaScript object model and the host that renders it (a native
 * AR view, or the simulator in a desktop browser). Every message names its interface in
 * `is` (`AR.i.<kind>Interface.<operation>`), the object id and the values involved.
 */
export interface HostMessage {
  readonly is: string;
  readonly objectId?: number;
  readonly [key: string]: unknown;
}

export interface ResolvedLocation {
  latitude: number;
  longitude: number;
  /** `undefined` when the altitude is unknown. */
  altitude: number | undefined;
}

export interface UserLocationUpdate {
  latitude: number;
  longitude: number;
  altitude?: number;
  accuracy?: number;
}

/** What the host may do to the JavaScript side: fire triggers and push state. */
export interface HostLink {
  /** Fires a trigger (`onLoaded`, `onFinish`, ...) on an object; returns its result. */
  trigger(objectId: number, trigger: string, ...args: unknown[]): unknown;
  /** Writes host-owned values (animated properties, states) without echoing them back. */
  update(objectId: number, values: Readonly<Record<string, unknown>>): void;
  setUserLocation(location: UserLocationUpdate): void;
  userLocation(): ResolvedLocation | undefined;
  /** Resolves a location object (geo or relative) to coordinates. */
  resolveLocation(objectId: number): ResolvedLocation | undefined;
}

export interface ARHost {
  connect?(link: HostLink): void;
  receive(message: HostMessage): void;
  receiveSync?(message: HostMessage): unknown;
}

export const interfaceMessage = (iface: string, operation: string): string =>
  `AR.i.${iface}.${operation}`;

/** Splits `AR.i.soundInterface.play` into its interface and operation. */
export function parseMessageName(is: string): { iface: string; operation: string } {
  const parts = is.split('.');
  return { iface: parts[2] ?? '', operation: parts.slice(3).join('.') };
}
