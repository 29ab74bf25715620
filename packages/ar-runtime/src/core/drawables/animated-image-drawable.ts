import { defineCallbacks, ARObject, type ObjectOptions } from '../ar-object';
import { defineProperties, valuesOf } from '../properties';
import { requireLoopTimes, type ImageResource } from '../resources';
import { isWholeNumber, requireArrayOf, requireWholeNumberIn, wholeNumberIn } from '../validate';
import { Drawable2D, heightProperty, requirePositiveNumber } from './drawable';
import { imageResourceProperty } from './image-drawable';

/** A sprite sheet cut into key frames of equal size, played by `animate`. */
export class AnimatedImageDrawable extends Drawable2D {
  static override interfaceName = 'animatedImageDrawableInterface';
  static override typeName = 'AnimatedImageDrawable';
  readonly #keyFrameWidth: number;
  readonly #keyFrameHeight: number;
  #keyFrames: number[] = [];
  #duration = 0;
  #loopTimes = 1;
  #running = false;
  declare onFinish: (() => unknown) | null;

  constructor(
    imageResource: ImageResource,
    height: number,
    keyFrameWidth: number,
    keyFrameHeight: number,
    options?: ObjectOptions<AnimatedImageDrawable>,
  ) {
    super(options);
    this.imageResource = imageResource;
    this.height = height;
    this.#keyFrameWidth = requireWholeNumberIn('keyFrameWidth', keyFrameWidth, { min: 1 });
    this.#keyFrameHeight = requireWholeNumberIn('keyFrameHeight', keyFrameHeight, { min: 1 });
    this.applyOptions(options, ARObject.callbackKeys(AnimatedImageDrawable));
    this.announce();
  }

  declare imageResource: ImageResource;
  declare height: number;
  /** The frame shown, counted left to right, top to bottom from 0. */
  declare keyFrame: number;

  get extent(): number {
    return this.height;
  }

  get keyFrameWidth(): number {
    return this.#keyFrameWidth;
  }
  get keyFrameHeight(): number {
    return this.#keyFrameHeight;
  }
  get keyFrames(): readonly number[] {
    return this.#keyFrames;
  }
  get duration(): number {
    return this.#duration;
  }
  get loopTimes(): number {
    return this.#loopTimes;
  }
  isRunning(): boolean {
    return this.#running;
  }

  setKeyFrame(keyFrame: number): void {
    this.keyFrame = keyFrame;
  }

  /** Shows `keyFrames` in turn, `duration` ms each, `loopTimes` times (-1: forever). */
  animate(keyFrames: number[], duration: number, loopTimes?: number): void {
    const frames = requireArrayOf('keyFrames', keyFrames, isWholeNumber, 'whole numbers');
    this.#duration = requirePositiveNumber('duration', duration);
    this.#loopTimes = requireLoopTimes(loopTimes);
    this.#keyFrames = [...frames];
    this.#running = true;
    this.call('animate', {
      keyFrames: this.#keyFrames,
      duration: this.#duration,
      loopTimes: this.#loopTimes,
    });
  }

  stopAnimation(): void {
    this.#running = false;
    this.call('stopAnimation');
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...valuesOf(this, ['imageResource', 'height', 'keyFrameWidth', 'keyFrameHeight', 'keyFrame']),
    };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onFinish') this.#running = false;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(AnimatedImageDrawable, ['onFinish']);
defineProperties(AnimatedImageDrawable, {
  imageResource: imageResourceProperty,
  height: heightProperty,
  keyFrame: { initial: 0, validate: wholeNumberIn({ min: 0 }) },
});
