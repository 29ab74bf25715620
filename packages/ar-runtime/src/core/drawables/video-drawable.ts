import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import type { ResourceState } from '../constants';
import { LoadState } from '../load-state';
import { defineProperties, describeProperties } from '../properties';
import { requireLoopTimes } from '../resources';
import { requireBoolean, requireString } from '../validate';
import { Drawable2D, heightProperty } from './drawable';

/** A video played on a rectangle. */
export class VideoDrawable extends Drawable2D {
  static override interfaceName = 'videoDrawableInterface';
  static override typeName = 'VideoDrawable';
  readonly #uri: string;
  readonly #load = new LoadState();
  declare onLoaded: (() => unknown) | null;
  declare onPlaybackStarted: (() => unknown) | null;
  declare onFinishedPlaying: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;

  constructor(uri: string, height: number, options?: ObjectOptions<VideoDrawable>) {
    super(options);
    this.#uri = requireString('uri', uri);
    this.height = height;
    this.applyOptions(options, ['isTransparent', ...ARObject.callbackKeys(VideoDrawable)]);
    this.announce();
  }

  declare height: number;
  /** Whether the video carries alpha (side-by-side transparency). */
  declare isTransparent: boolean;

  get uri(): string {
    return this.#uri;
  }

  get extent(): number {
    return this.height;
  }

  get state(): ResourceState {
    return this.#load.value;
  }

  play(loopTimes?: number): void {
    this.call('play', { loopTimes: requireLoopTimes(loopTimes) });
  }
  pause(): void {
    this.call('pause');
  }
  resume(): void {
    this.call('resume');
  }
  stop(): void {
    this.call('stop');
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      uri: this.#uri,
      ...describeProperties(this, VideoDrawable),
    };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    super.receiveUpdate(this.#load.update(values));
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    // The host reports when the video is loaded; a failure arrives as a trigger.
    this.#load.follow(trigger, ['onError']);
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(VideoDrawable, ['onLoaded', 'onPlaybackStarted', 'onFinishedPlaying', 'onError']);
defineProperties(VideoDrawable, {
  height: heightProperty,
  isTransparent: { initial: false, validate: requireBoolean },
});
