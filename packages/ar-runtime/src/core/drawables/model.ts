import { ARObject, defineCallbacks, splitState, type ObjectOptions } from '../ar-object';
import { STATE, type ResourceState } from '../constants';
import { defineProperties, describeProperties } from '../properties';
import { requireString } from '../validate';
import { Drawable } from './drawable';

/** A 3D model (glTF/GLB in the browser renderer). */
export class Model extends Drawable {
  static override interfaceName = 'modelInterface';
  static override typeName = 'Model';
  readonly #uri: string;
  declare uri: string;
  static {
    defineProperties(this, { uri: { readOnly: (model) => model.#uri } });
  }
  #state: ResourceState = STATE.INITIALIZED;
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

  get state(): ResourceState {
    return this.#state;
  }

  isLoaded(): boolean {
    return this.#state === STATE.LOADED;
  }

  /** True once the model has been placed in the scene for the first time. */
  get initialized(): boolean {
    return this.#initialized;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, Model) };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    const { state, rest } = splitState(values);
    if (state !== undefined) this.#state = state as ResourceState;
    super.receiveUpdate(rest);
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onLoaded') this.#state = STATE.LOADED;
    if (trigger === 'onInitialized') this.#initialized = true;
    if (trigger === 'onError') this.#state = STATE.ERROR;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Model, ['onLoaded', 'onInitialized', 'onError']);
