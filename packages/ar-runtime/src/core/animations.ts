import { ARObject, defineCallbacks, getPath, type ObjectOptions } from './ar-object';
import { ANIMATION_GROUP_TYPE, EASING_CURVE_TYPE, type AnimationGroupType } from './constants';
import { Model } from './drawables/model';
import { Vector3 } from './drawables/vector';
import { EASING_CURVE_NAMES, type EasingParameters } from './easing';
import type { EasingCurveName } from './constants';
import { ArrayContentException, UndefinedException, WrongTypeException } from './errors';
import { valuesOf } from './properties';
import { requireLoopTimes } from './resources';
import {
  requireArrayOf,
  requireInstance,
  requireNumber,
  requireNumberIn,
  requireObject,
  requireOneOf,
  requireString,
} from './validate';

/** The progress curve of a PropertyAnimation. */
export class EasingCurve {
  readonly type: EasingCurveName;
  readonly amplitude: number | undefined;
  readonly period: number | undefined;
  readonly overshoot: number | undefined;

  constructor(type: EasingCurveName, options?: EasingParameters) {
    this.type = requireOneOf('easingCurve.type', type, EASING_CURVE_NAMES);
    const parts = options === undefined ? {} : requireObject('easingCurve options', options);
    const numeric = (name: keyof EasingParameters) =>
      parts[name] === undefined ? undefined : requireNumber(`easingCurve.${name}`, parts[name]);
    this.amplitude = numeric('amplitude');
    this.period = numeric('period');
    this.overshoot = numeric('overshoot');
  }

  static from(value: unknown): EasingCurve {
    if (value === undefined || value === null) return new EasingCurve(EASING_CURVE_TYPE.LINEAR);
    if (value instanceof EasingCurve) return value;
    const parts = requireObject('easingCurve', value);
    return new EasingCurve(parts.type as EasingCurveName, parts as EasingParameters);
  }

  toJSON(): Record<string, unknown> {
    return {
      type: this.type,
      amplitude: this.amplitude,
      period: this.period,
      overshoot: this.overshoot,
    };
  }
}

/** Common control of every animation kind. */
abstract class Animation extends ARObject {
  static override typeName = 'Animation';
  #running = false;
  #paused = false;
  declare onStart: (() => unknown) | null;
  declare onFinish: (() => unknown) | null;

  /** Length of one loop in milliseconds. */
  abstract get duration(): number;

  isRunning(): boolean {
    return this.#running;
  }

  isPaused(): boolean {
    return this.#paused;
  }

  start(loopTimes?: number): void {
    const loops = requireLoopTimes(loopTimes);
    this.assertAlive();
    const extra = this.prepareStart();
    this.#running = true;
    this.#paused = false;
    this.call('start', { loopTimes: loops, ...extra });
  }

  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#paused = false;
    this.finishRun();
    this.call('stop');
  }

  pause(): void {
    if (!this.#running || this.#paused) return;
    this.#paused = true;
    this.call('pause');
  }

  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.call('resume');
  }

  /** Marks the animation stopped without telling the host (its group already did). */
  settleStopped(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#paused = false;
    this.finishRun();
  }

  /** Values resolved when the animation starts (e.g. the current start value). */
  protected prepareStart(): Record<string, unknown> {
    return {};
  }

  protected finishRun(): void {}

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onStart') this.#running = true;
    if (trigger === 'onFinish') {
      this.#running = false;
      this.#paused = false;
      this.finishRun();
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Animation, ['onStart', 'onFinish']);

const isScaleVector = (property: string, value: unknown) =>
  value instanceof Vector3 && /(^|\.)scale$/.test(property);

/** Animates one numeric property of an object from `start` to `end`. */
export class PropertyAnimation extends Animation {
  static override interfaceName = 'propertyAnimationInterface';
  static override typeName = 'PropertyAnimation';
  readonly target: ARObject;
  readonly property: string;
  readonly startValue: number | null;
  readonly end: number;
  readonly #duration: number;
  readonly easingCurve: EasingCurve;

  constructor(
    target: ARObject,
    property: string,
    start: number | null | undefined,
    end: number,
    duration: number,
    easingCurve?: EasingCurve | ({ type: EasingCurveName } & EasingParameters),
    options?: ObjectOptions<PropertyAnimation>,
  ) {
    super();
    this.target = requireInstance('target', target, [ARObject], 'an AR object');
    this.property = requireString('property', property);
    const current = getPath(target, property);
    if (current === undefined) {
      throw new UndefinedException(`'property' ${property} does not exist on ${target.typeName}.`);
    }
    if (typeof current !== 'number' && !isScaleVector(property, current)) {
      throw new WrongTypeException(
        `Only numeric properties can be animated; '${property}' of ${target.typeName} is not a number.`,
      );
    }
    this.startValue = start === null || start === undefined ? null : requireNumber('start', start);
    this.end = requireNumber('end', end);
    this.#duration = requireNumberIn('duration', duration, { min: 0, minExclusive: true });
    this.easingCurve = EasingCurve.from(easingCurve);
    this.applyOptions(options, ARObject.callbackKeys(Animation));
    this.announce();
  }

  get duration(): number {
    return this.#duration;
  }

  /** The value the animation starts from: its `start` or, if none, the current value. */
  currentStart(): number {
    if (this.startValue !== null) return this.startValue;
    const value = getPath(this.target, this.property);
    return value instanceof Vector3 ? value.x : (value as number);
  }

  protected override prepareStart(): Record<string, unknown> {
    this.target.markChanging(this.property, true);
    return { start: this.currentStart() };
  }

  protected override finishRun(): void {
    this.target.markChanging(this.property, false);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      target: this.target,
      property: this.property,
      start: this.startValue,
      end: this.end,
      duration: this.#duration,
      easingCurve: this.easingCurve.toJSON(),
    };
  }
}

/** Plays a named animation contained in a Model. */
export class ModelAnimation extends Animation {
  static override interfaceName = 'modelAnimationInterface';
  static override typeName = 'ModelAnimation';
  /** Length the simulator plays a model animation for. */
  static readonly simulatedDurationMs = 2000;
  readonly model: Model;
  readonly animationId: string;

  constructor(model: Model, animationId: string, options?: ObjectOptions<ModelAnimation>) {
    super();
    this.model = requireInstance('model', model, [Model], 'an AR.Model');
    this.animationId = requireString('animationId', animationId);
    this.applyOptions(options, ARObject.callbackKeys(Animation));
    this.announce();
  }

  get duration(): number {
    return ModelAnimation.simulatedDurationMs;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...valuesOf(this, ['model', 'animationId', 'duration']) };
  }
}

const isAnimation = (value: unknown): value is Animation => value instanceof Animation;

/** Runs animations together (parallel) or one after another (sequential). */
export class AnimationGroup extends Animation {
  static override interfaceName = 'animationGroupInterface';
  static override typeName = 'AnimationGroup';
  readonly type: AnimationGroupType;
  readonly animations: readonly Animation[];

  constructor(
    type: AnimationGroupType,
    animations: readonly Animation[],
    options?: ObjectOptions<AnimationGroup>,
  ) {
    super();
    this.type = requireOneOf('type', type, Object.values(ANIMATION_GROUP_TYPE));
    const list = requireArrayOf('animations', animations, isAnimation, 'AR animations');
    if (list.length === 0) {
      throw new ArrayContentException("'animations' must contain at least one animation.");
    }
    this.animations = [...list];
    this.applyOptions(options, ARObject.callbackKeys(Animation));
    this.announce();
  }

  /** The longest child for a parallel group, the sum for a sequential one. */
  get duration(): number {
    const durations = this.animations.map((animation) => animation.duration);
    return this.type === ANIMATION_GROUP_TYPE.PARALLEL
      ? Math.max(...durations)
      : durations.reduce((sum, duration) => sum + duration, 0);
  }

  protected override prepareStart(): Record<string, unknown> {
    const starts: Record<number, number> = {};
    const collect = (animations: readonly Animation[]) => {
      for (const animation of animations) {
        if (animation instanceof PropertyAnimation) {
          starts[animation.objectId] = animation.currentStart();
          animation.target.markChanging(animation.property, true);
        }
        if (animation instanceof AnimationGroup) collect(animation.animations);
      }
    };
    collect(this.animations);
    return { starts };
  }

  protected override finishRun(): void {
    for (const animation of this.animations) animation.settleStopped();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...valuesOf(this, ['type', 'animations', 'duration']) };
  }
}
