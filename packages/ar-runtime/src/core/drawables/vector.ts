import { requireNumber, requireObject } from '../validate';

type Notify = (path: string, value: number) => void;

/** A translate/rotate/scale triple whose writes are validated and reported. */
export class Vector3 {
  #x: number;
  #y: number;
  #z: number;
  readonly #path: string;
  readonly #notify: Notify;
  /** The same transform applied in the global (world) frame. */
  readonly global: Vector3 | undefined;

  constructor(path: string, initial: number, notify: Notify, withGlobal = true) {
    this.#x = this.#y = this.#z = initial;
    this.#path = path;
    this.#notify = notify;
    this.global = withGlobal ? new Vector3(`${path}.global`, initial, notify, false) : undefined;
  }

  get x(): number {
    return this.#x;
  }
  set x(value: number) {
    this.#x = requireNumber(`${this.#path}.x`, value);
    this.#notify(`${this.#path}.x`, value);
  }

  get y(): number {
    return this.#y;
  }
  set y(value: number) {
    this.#y = requireNumber(`${this.#path}.y`, value);
    this.#notify(`${this.#path}.y`, value);
  }

  get z(): number {
    return this.#z;
  }
  set z(value: number) {
    this.#z = requireNumber(`${this.#path}.z`, value);
    this.#notify(`${this.#path}.z`, value);
  }

  /** Accepts `{x, y, z, global}` (any subset) or, for uniform scaling, one number. */
  assign(value: unknown): void {
    if (typeof value === 'number') {
      this.x = value;
      this.y = value;
      this.z = value;
      return;
    }
    const parts = requireObject(this.#path, value);
    if (parts.x !== undefined) this.x = parts.x as number;
    if (parts.y !== undefined) this.y = parts.y as number;
    if (parts.z !== undefined) this.z = parts.z as number;
    if (parts.global !== undefined && this.global) this.global.assign(parts.global);
  }

  toJSON(): Record<string, unknown> {
    const values: Record<string, unknown> = { x: this.#x, y: this.#y, z: this.#z };
    if (this.global) values.global = this.global.toJSON();
    return values;
  }
}
