import {
  ArrayContentException,
  EnumerationException,
  ImmutableException,
  OutOfRangeException,
  UndefinedException,
  WrongTypeException,
} from './errors';

export type Callback = (...args: never[]) => unknown;

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

const show = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

export function requireDefined<T>(name: string, value: T | undefined): T {
  if (value === undefined) throw new UndefinedException(`'${name}' must not be undefined.`);
  return value;
}

export function requireNumber(name: string, value: unknown): number {
  requireDefined(name, value);
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new WrongTypeException(`'${name}' must be a number, got ${describe(value)}.`);
  }
  return value;
}

export function requireWholeNumber(name: string, value: unknown): number {
  const number = requireNumber(name, value);
  if (!Number.isInteger(number)) {
    throw new WrongTypeException(`'${name}' must be a whole number, got ${number}.`);
  }
  return number;
}

export interface Interval {
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
}

export function formatInterval({ min, max, minExclusive, maxExclusive }: Interval): string {
  const low = min === undefined ? '(-Infinity' : `${minExclusive ? '(' : '['}${min}`;
  const high = max === undefined ? 'Infinity)' : `${max}${maxExclusive ? ')' : ']'}`;
  return `${low}, ${high}`;
}

function requireInRange(name: string, value: number, interval: Interval): number {
  const { min, max, minExclusive, maxExclusive } = interval;
  const tooLow = min !== undefined && (minExclusive ? value <= min : value < min);
  const tooHigh = max !== undefined && (maxExclusive ? value >= max : value > max);
  if (tooLow || tooHigh) {
    throw new OutOfRangeException(
      `'${name}' must be in ${formatInterval(interval)}, got ${value}.`,
    );
  }
  return value;
}

export const requireNumberIn = (name: string, value: unknown, interval: Interval): number =>
  requireInRange(name, requireNumber(name, value), interval);

export const requireWholeNumberIn = (name: string, value: unknown, interval: Interval): number =>
  requireInRange(name, requireWholeNumber(name, value), interval);

export function requireBoolean(name: string, value: unknown): boolean {
  requireDefined(name, value);
  if (typeof value !== 'boolean') {
    throw new WrongTypeException(`'${name}' must be a boolean, got ${describe(value)}.`);
  }
  return value;
}

export function requireString(name: string, value: unknown): string {
  requireDefined(name, value);
  if (typeof value !== 'string') {
    throw new WrongTypeException(`'${name}' must be a string, got ${describe(value)}.`);
  }
  return value;
}

export function requireObject(name: string, value: unknown): Record<string, unknown> {
  requireDefined(name, value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WrongTypeException(`'${name}' must be an object, got ${describe(value)}.`);
  }
  return value as Record<string, unknown>;
}

/** Callbacks must be functions; `null` clears one. */
export function requireCallback(name: string, value: unknown): Callback | null {
  if (value === null) return null;
  requireDefined(name, value);
  if (typeof value !== 'function') {
    throw new WrongTypeException(`'${name}' must be a function, got ${describe(value)}.`);
  }
  return value as Callback;
}

const HEX_COLOR = /^#([0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Colours are `#RRGGBB` or `#RRGGBBAA`; stored as upper-case `#RRGGBBAA`. */
export function requireHexColor(name: string, value: unknown): string {
  const text = requireString(name, value);
  if (!HEX_COLOR.test(text)) {
    throw new WrongTypeException(
      `'${name}' must be a hex colour string like #RRGGBB or #RRGGBBAA, got ${show(text)}.`,
    );
  }
  return (text.length === 7 ? `${text}FF` : text).toUpperCase();
}

export function requireOneOf<T extends string | number>(
  name: string,
  value: unknown,
  allowed: readonly T[],
): T {
  requireDefined(name, value);
  if (!allowed.includes(value as T)) {
    throw new EnumerationException(
      `'${name}' must be one of ${allowed.map(show).join(', ')}, got ${show(value)}.`,
    );
  }
  return value as T;
}

function requireArray(name: string, value: unknown): unknown[] {
  requireDefined(name, value);
  if (!Array.isArray(value)) {
    throw new WrongTypeException(`'${name}' must be an array, got ${describe(value)}.`);
  }
  return value;
}

export function requireArrayOf<T>(
  name: string,
  value: unknown,
  isElement: (element: unknown) => element is T,
  elementDescription: string,
): T[] {
  const array = requireArray(name, value);
  array.forEach((element, index) => {
    if (!isElement(element)) {
      throw new ArrayContentException(
        `'${name}' must contain only ${elementDescription}; element ${index} is ${show(element)}.`,
      );
    }
  });
  return array as T[];
}

export function requireInstance<T>(
  name: string,
  value: unknown,
  types: readonly (abstract new (...args: never) => T)[],
  typeDescription: string,
): T {
  requireDefined(name, value);
  if (!types.some((type) => value instanceof type)) {
    throw new WrongTypeException(`'${name}' must be ${typeDescription}, got ${describe(value)}.`);
  }
  return value as T;
}

export const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

export function immutable(owner: string, property: string): never {
  throw new ImmutableException(`'${property}' of ${owner} is read-only and cannot be changed.`);
}

// Validators for property tables, which pass only the name and the value.

export const numberIn =
  (interval: Interval) =>
  (name: string, value: unknown): number =>
    requireNumberIn(name, value, interval);

export const wholeNumberIn =
  (interval: Interval) =>
  (name: string, value: unknown): number =>
    requireWholeNumberIn(name, value, interval);

/** Accepts the values of an enumeration object such as `AR.CONST.CLICK_BEHAVIOR`. */
export function oneOf<T extends string | number>(enumeration: Readonly<Record<string, T>>) {
  const allowed = Object.values(enumeration);
  return (name: string, value: unknown): T => requireOneOf(name, value, allowed);
}

export const instanceOf =
  <T>(types: readonly (abstract new (...args: never) => T)[], typeDescription: string) =>
  (name: string, value: unknown): T =>
    requireInstance(name, value, types, typeDescription);
