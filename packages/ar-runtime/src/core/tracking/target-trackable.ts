import { ARObject, defineCallbacks, withRuntime, type Options } from '../ar-object';
import { DEFAULTS } from '../constants';
import { IllegalStateException } from '../errors';
import { SceneObject } from '../scene-object';
import { defineProperties, describeProperties, valuesOf } from '../properties';
import { SnapToScreen } from '../snap-to-screen';
import { requireBoolean, requireObject, requireString } from '../validate';
import { ImageTarget } from './image-target';
import { ImageTracker } from './image-tracker';
import type { Tracker } from './tracker';

export const SNAP_WITH_CONCURRENT_TARGETS_MESSAGE =
  'SnapToScreen may not be set when tracking multiple concurrent images.';

export interface RecognizedTargetInfo {
  name: string;
  uniqueId?: string;
}

/** What image and object trackables share: a tracker, a target name, extended tracking. */
export abstract class TargetTrackable extends SceneObject {
  static override typeName = 'Trackable';
  readonly #tracker: Tracker;
  readonly #targetName: string;
  readonly #snapToScreen = new SnapToScreen({
    changed: (path, value) => this.changed(path, value),
    assertSnapAllowed: () => this.#assertSnapAllowed(),
  });
  readonly #targets = new Map<string, ImageTarget>();
  declare onExtendedTrackingQualityChanged:
    ((targetName: string, oldQuality: number, newQuality: number) => unknown) | null;

  constructor(tracker: Tracker, targetName: string, options: Options) {
    super(options, ['cam']);
    this.#tracker = tracker;
    this.#targetName = requireString('targetName', targetName);
    this.applyOptions(options, [
      'enableExtendedTracking',
      'extendedTarget',
      'snapToScreen',
      ...ARObject.callbackKeys(TargetTrackable),
    ]);
  }

  declare enableExtendedTracking: boolean;
  declare extendedTarget: string;

  get tracker(): Tracker {
    return this.#tracker;
  }

  /** The target to respond to; may use the wildcards `*` and `?`. */
  get targetName(): string {
    return this.#targetName;
  }

  get snapToScreen(): SnapToScreen {
    return this.#snapToScreen;
  }
  set snapToScreen(value: Record<string, unknown>) {
    this.#snapToScreen.assign(requireObject('snapToScreen', value));
  }

  /** Targets currently recognised, by unique id. */
  get recognizedTargets(): ImageTarget[] {
    return [...this.#targets.values()];
  }

  #assertSnapAllowed(): void {
    const tracker = this.#tracker;
    if (
      tracker instanceof ImageTracker &&
      tracker.maximumNumberOfConcurrentlyTrackableTargets > 1
    ) {
      throw new IllegalStateException(SNAP_WITH_CONCURRENT_TARGETS_MESSAGE);
    }
  }

  /** Finds or creates the ImageTarget the host reports. */
  protected targetFor(info: RecognizedTargetInfo | string): ImageTarget {
    const name = typeof info === 'string' ? info : info.name;
    const uniqueId = (typeof info === 'string' ? undefined : info.uniqueId) ?? name;
    let target = this.#targets.get(uniqueId);
    if (!target) {
      target = withRuntime(this.runtime, () =>
        this.runtime.withMuted(() => new ImageTarget(name, uniqueId, this)),
      );
      this.#targets.set(uniqueId, target);
    }
    return target;
  }

  protected forgetTarget(target: ImageTarget): void {
    this.#targets.delete(target.uniqueId);
  }

  /**
   * A target was recognised (`entering`) or lost: the field-of-vision trigger fires with its
   * name, then `trigger` with the ImageTarget (and `more` arguments); a lost one is forgotten.
   * With several targets each one enters and exits; the trackable is visible while any is.
   */
  protected receiveTargetTrigger(
    trigger: string,
    entering: boolean,
    info: RecognizedTargetInfo,
    more: readonly unknown[] = [],
  ): { target: ImageTarget; result: unknown } {
    const othersInView = [...this.#targets.keys()].some(
      (uniqueId) => uniqueId !== (info.uniqueId ?? info.name),
    );
    const target = this.targetFor(info);
    const fieldOfVision = entering ? 'onEnterFieldOfVision' : 'onExitFieldOfVision';
    // The scene object's visibility changes with the first target in and the last one out.
    if (othersInView) ARObject.prototype.receiveTrigger.call(this, fieldOfVision, [target.name]);
    else super.receiveTrigger(fieldOfVision, [target.name]);
    const result = super.receiveTrigger(trigger, [target, ...more]);
    if (!entering) this.forgetTarget(target);
    return { target, result };
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...valuesOf(this, ['tracker', 'targetName']),
      ...describeProperties(this, TargetTrackable),
      snapToScreen: this.#snapToScreen.toJSON(),
    };
  }
}
defineCallbacks(TargetTrackable, ['onExtendedTrackingQualityChanged']);
defineProperties(TargetTrackable, {
  enableExtendedTracking: { initial: false, validate: requireBoolean },
  extendedTarget: { initial: DEFAULTS.extendedTarget, validate: requireString },
});
