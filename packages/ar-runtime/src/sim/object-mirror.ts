import type { HostMessage } from '../bridge/messages';

export interface MirroredObject {
  iface: string;
  values: Record<string, unknown>;
}

const RESERVED = new Set(['is', 'objectId']);

/** The host's copy of every object's values, kept from create and set messages. */
export class ObjectMirror {
  readonly #objects = new Map<number, MirroredObject>();

  create(iface: string, message: HostMessage): MirroredObject | undefined {
    if (message.objectId === undefined) return undefined;
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(message)) {
      if (!RESERVED.has(key)) values[key] = value;
    }
    const mirrored = { iface, values };
    this.#objects.set(message.objectId, mirrored);
    return mirrored;
  }

  set(objectId: number, path: string, value: unknown): void {
    const object = this.#objects.get(objectId);
    if (!object) return;
    const keys = path.split('.');
    const last = keys.pop() as string;
    let target = object.values;
    for (const key of keys) {
      const next = target[key];
      if (!next || typeof next !== 'object') target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[last] = value;
  }

  delete(objectId: number): void {
    this.#objects.delete(objectId);
  }

  get(objectId: number): MirroredObject | undefined {
    return this.#objects.get(objectId);
  }

  value<T>(objectId: number, key: string): T | undefined {
    return this.#objects.get(objectId)?.values[key] as T | undefined;
  }

  ofInterface(...ifaces: string[]): Array<[number, MirroredObject]> {
    return [...this.#objects].filter(([, object]) => ifaces.includes(object.iface));
  }
}
