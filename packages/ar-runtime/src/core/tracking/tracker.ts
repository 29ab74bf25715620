import { ARObject, defineCallbacks, type Options } from '../ar-object';
import { requireBoolean } from '../validate';

export interface TrackerError {
  code: number;
  message: string;
}

/** Common state of every tracker: enabled, errors, disabling. */
export abstract class Tracker extends ARObject {
  static override typeName = 'Tracker';
  #enabled = true;
  declare onError: ((error: TrackerError) => unknown) | null;
  declare onDisabled: (() => unknown) | null;

  /** Applies `enabled`, then `keys`, then the triggers of every tracker and those of `cls`. */
  protected applyTrackerOptions(
    options: Options,
    cls: { prototype: ARObject },
    keys: readonly string[] = [],
  ): void {
    this.applyOptions(options, [
      'enabled',
      ...keys,
      ...ARObject.callbackKeys(Tracker),
      ...ARObject.callbackKeys(cls),
    ]);
  }

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    this.#enabled = requireBoolean('enabled', value);
    this.changed('enabled', value);
  }

  /** Reports an error through onError (and the log when nobody listens). */
  reportError(error: TrackerError): void {
    if (this.onError) this.receiveTrigger('onError', [error]);
    else this.runtime.log('error', `${this.typeName} error ${error.code}: ${error.message}`);
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), enabled: this.#enabled };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onDisabled') this.#enabled = false;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Tracker, ['onError', 'onDisabled']);
