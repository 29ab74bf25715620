import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import { defineProperties, describeProperties } from '../properties';
import { requireString } from '../validate';

/** A `.wtc`/`.wto` file of image or object targets. */
export class TargetCollectionResource extends ARObject {
  static override interfaceName = 'targetCollectionResourceInterface';
  static override typeName = 'TargetCollectionResource';
  readonly #url: string;
  static {
    defineProperties(this, { url: { readOnly: (resource) => resource.#url } });
  }
  #loading = false;
  #loaded = false;
  declare onLoaded: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;
  declare onProgress: ((progress: number) => unknown) | null;

  constructor(url: string, options?: ObjectOptions<TargetCollectionResource>) {
    super();
    this.#url = requireString('url', url);
    this.applyOptions(options, ARObject.callbackKeys(TargetCollectionResource));
    this.#loading = true;
    this.announce();
  }

  declare url: string;

  /** True from creation until loaded, failed or cancelled. */
  get loading(): boolean {
    return this.#loading;
  }

  isLoaded(): boolean {
    return this.#loaded;
  }

  cancel(): void {
    if (!this.#loading) return;
    this.#loading = false;
    this.call('cancel');
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, TargetCollectionResource) };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onProgress' && !this.#loading) return undefined;
    if (trigger === 'onLoaded') {
      if (!this.#loading) return undefined;
      this.#loading = false;
      this.#loaded = true;
    }
    if (trigger === 'onError') this.#loading = false;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(TargetCollectionResource, ['onLoaded', 'onError', 'onProgress']);
