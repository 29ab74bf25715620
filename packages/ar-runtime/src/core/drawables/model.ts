import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import type { ResourceState } from '../constants';
import { LoadState } from '../load-state';
import { defineProperties, describeProperties } from '../properties';
import { requireString } from '../validate';
import { Drawable } from './drawable';

/** A 3D model (glTF/GLB in the browser renderer). */
export class Model extends Drawable {
  static override interfaceName = 'modelInterface';
  static override typeName = 'Model';
  readonly #uri: string;
  readonly #load = new LoadState();
  #initialized = false;
  declare onLoaded: (() => unknown) | null;
  declare onInitialized: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;

  constructor(uri: string, options?: ObjectOptions<Model>) {
    super(options);
    this.#uri = requireString('uri', uri);
    this.applyOptions(options, ARObject.callbackKeys(Model));
    this.announce();
  }

  declare uri: string;
  static {
    defineProperties(this, { uri: { readOnly: (model) => model.#uri } });
  }

  get state(): ResourceState {
    return this.#load.value;
  }

  isLoaded(): boolean {
    return this.#load.loaded;
  }

  /** True once the model has been placed in the scene for the first time. */
  get initialized(): boolean {
    return this.#initialized;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, Model) };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    super.receiveUpdate(this.#load.update(values));
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    this.#load.follow(trigger);
    if (trigger === 'onInitialized') this.#initialized = true;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Model, ['onLoaded', 'onInitialized', 'onError']);
