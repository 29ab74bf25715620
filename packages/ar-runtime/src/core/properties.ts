import { immutable } from './validate';

/** Checks a written value and returns what to store; `name` is the one error messages show. */
export type Validator<V, T = object> = (name: string, value: unknown, target: T) => V;

/** A settable property: every write is validated, stored and then reported. */
export interface SettableProperty<T, V> {
  /** The value until the first write (left out where the constructor always writes one). */
  initial?: V;
  validate: Validator<V, T>;
  /** What a read returns for the stored value (a copy, where the stored one is mutable). */
  read?: (stored: V) => V;
  /** Runs after a write is stored and before it is reported. */
  afterStore?: (target: T) => void;
  /** Whether `describeProperties` lists the property (it does unless this is false). */
  described?: boolean;
}

/** A read-only property: reads come from `readOnly`, writes raise an ImmutableException. */
export interface ReadOnlyProperty<T, V> {
  readOnly: (target: T) => V;
  /** The owner the exception names; by default the target's `typeName`. */
  owner?: string;
  /** Whether `describeProperties` lists the property (it does unless this is false). */
  described?: boolean;
}

export type PropertyTable<T> = {
  [K in keyof T]?: SettableProperty<T, T[K]> | ReadOnlyProperty<T, T[K]>;
};

export interface TableOptions<T> {
  /** Put before the property name in validation messages (`camera.` gives `'camera.zoom'`). */
  labelPrefix?: string;
  /** Reports a stored write; by default through the target's `changed(name, value)`. */
  report?: (target: T, name: string, value: unknown) => void;
}

/** What reports property writes by default (every ARObject). */
interface Reporter {
  changed(property: string, value: unknown): void;
}

type AnyEntry = SettableProperty<never, unknown> | ReadOnlyProperty<never, unknown>;

const tablesByPrototype = new WeakMap<object, [string, AnyEntry][]>();
const storedValues = new WeakMap<object, Map<string, unknown>>();

function storedValue(target: object, name: string, initial: unknown): unknown {
  const values = storedValues.get(target);
  return values?.has(name) ? values.get(name) : initial;
}

function store(target: object, name: string, value: unknown): void {
  let values = storedValues.get(target);
  if (!values) {
    values = new Map();
    storedValues.set(target, values);
  }
  values.set(name, value);
}

const typeNameOf = (target: object): string =>
  (target as { typeName?: string }).typeName ?? target.constructor.name;

/**
 * Defines the properties of `table` as accessors on the prototype of `cls` (declare them in the
 * class with `declare name: Type`). A settable property validates each write, stores it for the
 * instance and reports the stored value; a read-only one refuses writes with an
 * ImmutableException naming the property and its owner.
 */
export function defineProperties<T extends Reporter>(
  cls: { prototype: T },
  table: PropertyTable<T>,
  options?: TableOptions<T>,
): void;
export function defineProperties<T extends object>(
  cls: { prototype: T },
  table: PropertyTable<T>,
  options: TableOptions<T> & Required<Pick<TableOptions<T>, 'report'>>,
): void;
export function defineProperties<T extends object>(
  cls: { prototype: T },
  table: PropertyTable<T>,
  { labelPrefix = '', report }: TableOptions<T> = {},
): void {
  const reportWrite =
    report ??
    ((target: T, name: string, value: unknown) =>
      (target as unknown as Reporter).changed(name, value));
  const entries = Object.entries(table) as [string, AnyEntry][];
  tablesByPrototype.set(cls.prototype, entries);
  for (const [name, entry] of entries as [
    string,
    SettableProperty<T, unknown> | ReadOnlyProperty<T, unknown>,
  ][]) {
    if ('readOnly' in entry) {
      const { readOnly, owner } = entry;
      Object.defineProperty(cls.prototype, name, {
        configurable: true,
        get(this: T) {
          return readOnly(this);
        },
        set(this: T) {
          immutable(owner ?? typeNameOf(this), name);
        },
      });
      continue;
    }
    const { initial, validate, read, afterStore } = entry;
    const label = `${labelPrefix}${name}`;
    Object.defineProperty(cls.prototype, name, {
      configurable: true,
      get(this: T) {
        const value = storedValue(this, name, initial);
        return read ? read(value) : value;
      },
      set(this: T, value: unknown) {
        const checked = validate(label, value, this);
        store(this, name, checked);
        afterStore?.(this);
        reportWrite(this, name, checked);
      },
    });
  }
}

/** The values of the properties `cls` defines, for `describe()`: as stored, in table order. */
export function describeProperties(
  target: object,
  cls: { prototype: object },
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of tablesByPrototype.get(cls.prototype) ?? []) {
    if (entry.described === false) continue;
    values[name] =
      'readOnly' in entry
        ? (entry.readOnly as (target: object) => unknown)(target)
        : storedValue(target, name, entry.initial);
  }
  return values;
}

/** The named values of `target`, for the `describe()` entries that are plain reads. */
export function valuesOf<T extends object, K extends keyof T>(
  target: T,
  names: readonly K[],
): Pick<T, K> {
  const values = {} as Pick<T, K>;
  for (const name of names) values[name] = target[name];
  return values;
}
