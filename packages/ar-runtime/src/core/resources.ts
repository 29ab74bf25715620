import { ARObject, defineCallbacks, type ObjectOptions } from './ar-object';
import { DEFAULTS, STATE, type ResourceState } from './constants';
import { defineProperties, describeProperties } from './properties';
import { requireString, requireWholeNumber } from './validate';

/** Loop counts are whole numbers; -1 repeats forever. */
export function requireLoopTimes(value: unknown): number {
  return value === undefined ? DEFAULTS.loopTimes : requireWholeNumber('loopTimes', value);
}

/** An image file for ImageDrawables, radar backgrounds and indicators. */
export class ImageResource extends ARObject {
  static override interfaceName = 'imageResourceInterface';
  static override typeName = 'ImageResource';
  readonly #uri: string;
  #state: ResourceState = STATE.INITIALIZED;
  #width = 0;
  #height = 0;
  declare onLoaded: ((width: number, height: number) => unknown) | null;
  declare onError: ((message: string) => unknown) | null;

  constructor(uri: string, options?: ObjectOptions<ImageResource>) {
    super();
    this.#uri = requireString('uri', uri);
    this.applyOptions(options, ARObject.callbackKeys(ImageResource));
    this.announce();
  }

  declare state: ResourceState;
  static {
    defineProperties(this, { state: { readOnly: (image) => image.#state, described: false } });
  }

  getUri(): string {
    return this.#uri;
  }
  getWidth(): number {
    return this.#width;
  }
  getHeight(): number {
    return this.#height;
  }
  isLoaded(): boolean {
    return this.#state === STATE.LOADED;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), uri: this.#uri };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    if (typeof values.state === 'number') this.#state = values.state as ResourceState;
    if (typeof values.width === 'number') this.#width = values.width;
    if (typeof values.height === 'number') this.#height = values.height;
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onLoaded') {
      this.#state = STATE.LOADED;
      if (typeof args[0] === 'number') this.#width = args[0];
      if (typeof args[1] === 'number') this.#height = args[1];
    }
    if (trigger === 'onError') this.#state = STATE.ERROR;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(ImageResource, ['onLoaded', 'onError']);

/** A sound file: load, play with loops, pause, resume, stop. */
export class Sound extends ARObject {
  static override interfaceName = 'soundInterface';
  static override typeName = 'Sound';
  readonly #uri: string;
  #state: ResourceState = STATE.INITIALIZED;
  declare onLoaded: (() => unknown) | null;
  declare onFinishedPlaying: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;

  constructor(uri: string, options?: ObjectOptions<Sound>) {
    super();
    this.#uri = requireString('uri', uri);
    this.applyOptions(options, ARObject.callbackKeys(Sound));
    this.announce();
  }

  declare uri: string;
  declare state: ResourceState;
  static {
    defineProperties(this, {
      uri: { readOnly: (sound) => sound.#uri },
      state: { readOnly: (sound) => sound.#state, described: false },
    });
  }

  load(): void {
    this.call('load');
  }
  play(loopTimes?: number): void {
    this.call('play', { loopTimes: requireLoopTimes(loopTimes) });
  }
  stop(): void {
    this.call('stop');
  }
  pause(): void {
    this.call('pause');
  }
  resume(): void {
    this.call('resume');
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, Sound) };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    if (typeof values.state === 'number') this.#state = values.state as ResourceState;
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onError') this.#state = STATE.ERROR;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Sound, ['onLoaded', 'onFinishedPlaying', 'onError']);
