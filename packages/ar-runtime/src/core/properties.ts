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

/** A table entry with the slot a settable property keeps its value in. */
interface Defined {
  name: string;
  entry: AnyEntry;
  slot: number;
}

const tablesByPrototype = new WeakMap<object, Defined[]>();

/** The tables along a prototype chain, the base class's first. */
function tablesAlong(prototype: object | null): Defined[][] {
  const tables: Defined[][] = [];
  for (let proto = prototype; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const table = tablesByPrototype.get(proto);
    if (table) tables.unshift(table);
  }
  return tables;
}

/**
 * Each instance keeps the values of its settable properties in one array, non-enumerable and
 * created on first use from the initial values, so that a read is one array lookup. Every
 * property has its slot in that array; the slots of a subclass follow those of its base classes,
 * so a base class defines its table before its subclasses do (as module order has it).
 */
const VALUES = Symbol('property values');
type Holder = { [VALUES]?: unknown[] };
const initialValuesByPrototype = new WeakMap<object, unknown[]>();

function initialValues(prototype: object): unknown[] {
  let initial = initialValuesByPrototype.get(prototype);
  if (!initial) {
    initial = [];
    for (const table of tablesAlong(prototype)) {
      for (const { entry, slot } of table) {
        if (slot >= 0) initial[slot] = (entry as SettableProperty<never, unknown>).initial;
      }
    }
    initialValuesByPrototype.set(prototype, initial);
  }
  return initial;
}

function valuesOfInstance(target: object): unknown[] {
  let values = (target as Holder)[VALUES];
  if (values === undefined) {
    values = initialValues(Object.getPrototypeOf(target) as object).slice();
    Object.defineProperty(target, VALUES, { value: values });
  }
  return values;
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
  let slot = tablesAlong(Object.getPrototypeOf(cls.prototype) as object | null)
    .flat()
    .filter((defined) => defined.slot >= 0).length;
  const defined = Object.entries(table).map(([name, entry]) => ({
    name,
    entry: entry as AnyEntry,
    slot: 'readOnly' in (entry as AnyEntry) ? -1 : slot++,
  }));
  tablesByPrototype.set(cls.prototype, defined);
  for (const { name, entry: anyEntry, slot: index } of defined) {
    const entry = anyEntry as SettableProperty<T, unknown> | ReadOnlyProperty<T, unknown>;
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
    const { validate, read, afterStore } = entry;
    const label = `${labelPrefix}${name}`;
    Object.defineProperty(cls.prototype, name, {
      configurable: true,
      get(this: T) {
        const value = ((this as Holder)[VALUES] ?? valuesOfInstance(this))[index];
        return read ? read(value) : value;
      },
      set(this: T, value: unknown) {
        const checked = validate(label, value, this);
        valuesOfInstance(this)[index] = checked;
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
  for (const { name, entry, slot } of tablesByPrototype.get(cls.prototype) ?? []) {
    if (entry.described === false) continue;
    values[name] =
      'readOnly' in entry
        ? (entry.readOnly as (target: object) => unknown)(target)
        : valuesOfInstance(target)[slot];
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
