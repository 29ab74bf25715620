import { interfaceMessage, type ResolvedLocation } from '../bridge/messages';
import { IllegalStateException } from './errors';
import { defineProperties } from './properties';
import type { Runtime } from './runtime';
import { requireCallback, type Callback } from './validate';

const runtimeByClass = new WeakMap<object, Runtime>();
let pendingRuntime: Runtime | undefined;

type ObjectConstructor = abstract new (...args: never) => ARObject;

/** A subclass of `cls` whose instances belong to `runtime` (one per installed namespace). */
export function bindToRuntime<C extends ObjectConstructor>(cls: C, runtime: Runtime): C {
  const Bound = class extends (cls as unknown as new (...args: unknown[]) => ARObject) {};
  Object.defineProperty(Bound, 'name', { value: cls.name });
  runtimeByClass.set(Bound, runtime);
  return Bound as unknown as C;
}

/** Creates runtime-internal objects (context, image targets) for `runtime`. */
export function withRuntime<T>(runtime: Runtime, create: () => T): T {
  const previous = pendingRuntime;
  pendingRuntime = runtime;
  try {
    return create();
  } finally {
    pendingRuntime = previous;
  }
}

function runtimeFor(target: unknown): Runtime {
  if (pendingRuntime) return pendingRuntime;
  for (let cls = target; cls; cls = Object.getPrototypeOf(cls)) {
    const runtime = runtimeByClass.get(cls as object);
    if (runtime) return runtime;
  }
  throw new IllegalStateException(
    'The AR runtime is not installed: create objects through the AR namespace.',
  );
}

const callbackNamesByPrototype = new WeakMap<object, string[]>();
const callbackSlots = new WeakMap<ARObject, Map<string, Callback>>();

/** Declares validated trigger properties (`onClick`, `onLoaded`, ...) on a class. */
export function defineCallbacks(cls: { prototype: ARObject }, names: readonly string[]): void {
  callbackNamesByPrototype.set(cls.prototype, [...names]);
  for (const name of names) {
    Object.defineProperty(cls.prototype, name, {
      configurable: true,
      get(this: ARObject) {
        return callbackSlots.get(this)?.get(name) ?? null;
      },
      set(this: ARObject, value: unknown) {
        const callback = requireCallback(name, value);
        let slots = callbackSlots.get(this);
        if (!slots) {
          slots = new Map();
          callbackSlots.set(this, slots);
        }
        if (callback) slots.set(name, callback);
        else slots.delete(name);
        this.changed(name, callback !== null);
        if (callback) this.callbackAssigned(name);
      },
    });
  }
}

function callbackNamesOf(object: ARObject): string[] {
  const names: string[] = [];
  for (let proto = Object.getPrototypeOf(object); proto; proto = Object.getPrototypeOf(proto)) {
    names.push(...(callbackNamesByPrototype.get(proto) ?? []));
  }
  return names;
}

export type Options = Readonly<Record<string, unknown>> | undefined;

/** The trigger properties (`on...`) of an object type, typed for option literals. */
export type TriggersOf<T> = { [K in keyof T as K extends `on${string}` ? K : never]?: T[K] };

/** Constructor options: any option of the SDK, with the object's triggers typed. */
export type ObjectOptions<T> = Readonly<Record<string, unknown>> & TriggersOf<T>;

/** Turns values into what travels to the host: objects by id, triggers as flags. */
function toHostValue(value: unknown): unknown {
  if (value instanceof ARObject) return value.objectId;
  if (typeof value === 'function') return true;
  if (Array.isArray(value)) return value.map(toHostValue);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = toHostValue(inner);
    return out;
  }
  return value;
}

/** The base of every SDK object: immutable id, host messages, triggers, destroy. */
export abstract class ARObject {
  /** Names the host interface (`AR.i.<interfaceName>.<operation>`). */
  static interfaceName = 'arObjectInterface';
  /** The SDK type name shown by the developer tools (stable under minification). */
  static typeName = 'ARObject';

  protected readonly runtime: Runtime;
  readonly #id: number;
  #announced = false;
  #destroyed = false;
  #changing = new Set<string>();

  constructor() {
    this.runtime = runtimeFor(new.target);
    this.#id = this.runtime.nextObjectId();
  }

  declare objectId: number;
  declare destroyed: boolean;
  static {
    defineProperties(this, {
      objectId: { readOnly: (object) => object.#id, described: false },
      destroyed: { readOnly: (object) => object.#destroyed, described: false },
    });
  }

  get typeName(): string {
    return (this.constructor as typeof ARObject).typeName;
  }

  get interfaceName(): string {
    return (this.constructor as typeof ARObject).interfaceName;
  }

  /** Values describing this object to the host and to the developer tools. */
  describe(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const name of callbackNamesOf(this)) {
      values[name] = callbackSlots.get(this)?.has(name) ?? false;
    }
    return values;
  }

  /** Sends the create message; leaf constructors call it once their state is complete. */
  protected announce(): void {
    this.#announced = true;
    this.runtime.register(this);
    this.runtime.send({
      is: interfaceMessage(this.interfaceName, 'create'),
      objectId: this.#id,
      ...(toHostValue(this.describe()) as Record<string, unknown>),
    });
  }

  /** Reports a property change to the host (after creation) and to observers. */
  changed(property: string, value: unknown): void {
    if (!this.#announced || this.#destroyed) return;
    this.runtime.send({
      is: interfaceMessage(this.interfaceName, 'set'),
      objectId: this.#id,
      property,
      value: toHostValue(value),
    });
    this.runtime.events.emit('changed', { object: this, property });
  }

  protected call(operation: string, args: Record<string, unknown> = {}): void {
    this.assertAlive();
    this.runtime.send({
      is: interfaceMessage(this.interfaceName, operation),
      objectId: this.#id,
      ...(toHostValue(args) as Record<string, unknown>),
    });
  }

  protected callSync(operation: string, args: Record<string, unknown> = {}): unknown {
    this.assertAlive();
    return this.runtime.bridge.sendSync({
      is: interfaceMessage(this.interfaceName, operation),
      objectId: this.#id,
      ...(toHostValue(args) as Record<string, unknown>),
    });
  }

  protected assertAlive(): void {
    if (this.#destroyed) {
      throw new IllegalStateException(
        `${this.typeName} (#${this.#id}) has been destroyed and cannot be used.`,
      );
    }
  }

  applyOptions(options: Options, keys: readonly string[]): void {
    if (!options) return;
    for (const key of keys) {
      const value = options[key];
      if (value !== undefined) Reflect.set(this, key, value);
    }
  }

  /** Option keys for the triggers declared on the class `cls`. */
  static callbackKeys(cls: { prototype: ARObject }): readonly string[] {
    return callbackNamesByPrototype.get(cls.prototype) ?? [];
  }

  destroy(): void {
    if (this.#destroyed) return;
    if (this.#announced) {
      this.runtime.send({
        is: interfaceMessage(this.interfaceName, 'destroy'),
        objectId: this.#id,
      });
    }
    this.onDestroy();
    this.#destroyed = true;
    if (this.#announced) this.runtime.unregister(this);
  }

  /** Hook for subclasses: a trigger function was just assigned. */
  callbackAssigned(_trigger: string): void {}

  /** Hook for subclasses: detach from others before the object goes away. */
  protected onDestroy(): void {}

  /** A trigger fired by the host. Subclasses update their state, then call this. */
  receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    const callback = callbackSlots.get(this)?.get(trigger);
    if (!callback) return undefined;
    return this.runCallback(trigger, callback, args);
  }

  /** Runs a developer's callback with this object as `this`, reporting what it throws. */
  protected runCallback(
    trigger: string,
    callback: (...args: never[]) => unknown,
    args: readonly unknown[],
  ): unknown {
    return this.runtime.runCallback(`${this.typeName}.${trigger}`, callback, this, args);
  }

  /** Host-owned values (animated properties, states); the runtime mutes echoes. */
  receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    for (const [path, value] of Object.entries(values)) setPath(this, path, value);
  }

  /** Marks a property as driven by a running animation. */
  markChanging(property: string, changing: boolean): void {
    if (changing) this.#changing.add(property);
    else this.#changing.delete(property);
    this.runtime.events.emit('changed', { object: this, property });
  }

  isChanging(property: string): boolean {
    return this.#changing.has(property);
  }

  /** Coordinates of this object if it is a location. */
  locate(): ResolvedLocation | undefined {
    return undefined;
  }
}

/** Separates host-owned `state` from the other (settable) values of an update. */
export function splitState(values: Readonly<Record<string, unknown>>): {
  state: number | undefined;
  rest: Record<string, unknown>;
} {
  const { state, ...rest } = values;
  return { state: typeof state === 'number' ? state : undefined, rest };
}

export function getPath(target: object, path: string): unknown {
  let current: unknown = target;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

function setPath(target: object, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return;
  const parent = keys.length ? getPath(target, keys.join('.')) : target;
  if (parent && typeof parent === 'object') Reflect.set(parent, last, value);
}
