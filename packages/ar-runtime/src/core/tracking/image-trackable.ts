import { ARObject, defineCallbacks, type ObjectOptions, type Options } from '../ar-object';
import { Drawable } from '../drawables/drawable';
import { defineProperties } from '../properties';
import {
  requireArrayOf,
  requireCallback,
  requireInstance,
  requireObject,
  requireWholeNumberIn,
  type Callback,
} from '../validate';
import { ImageTarget } from './image-target';
import { ImageTracker } from './image-tracker';
import { ClientTracker, CloudTracker } from './legacy-trackers';
import { TargetTrackable, type RecognizedTargetInfo } from './target-trackable';
import type { Tracker } from './tracker';

const IMAGE_TRACKERS: readonly (abstract new (...args: never) => Tracker)[] = [
  ImageTracker,
  ClientTracker,
  CloudTracker,
];

const isDrawable = (value: unknown): value is Drawable => value instanceof Drawable;

const PLANE_TRIGGERS = [
  'onTrackingPlaneClick',
  'onTrackingPlaneDragBegan',
  'onTrackingPlaneDragChanged',
  'onTrackingPlaneDragEnded',
];

/** Distance notifications between the camera and a target. */
interface DistanceToTarget {
  changedThreshold: number;
  onDistanceChanged: Callback | null;
}

/** Drawables shown on recognised images. */
abstract class ImageTrackableBase extends TargetTrackable {
  #aspectRatio = -1;
  #distanceToTarget: DistanceToTarget = { changedThreshold: 0, onDistanceChanged: null };
  readonly #targetDrawables = new Map<ImageTarget, Drawable[]>();
  declare onImageRecognized: ((target: ImageTarget) => unknown) | null;
  declare onImageLost: ((target: ImageTarget) => unknown) | null;

  constructor(tracker: Tracker, targetName: string, options: Options) {
    super(
      requireInstance<Tracker>(
        'tracker',
        tracker,
        IMAGE_TRACKERS,
        'an AR.ImageTracker (or a legacy AR.ClientTracker / AR.CloudTracker)',
      ),
      targetName,
      options,
    );
    this.applyOptions(options, ['distanceToTarget', ...ARObject.callbackKeys(ImageTrackableBase)]);
  }

  /** Width/height of the target image; `undefined` until known. */
  declare aspectRatio: number | undefined;
  static {
    defineProperties(this, {
      aspectRatio: {
        readOnly: (trackable) => (trackable.#aspectRatio < 0 ? undefined : trackable.#aspectRatio),
        described: false,
      },
    });
  }

  get distanceToTarget(): Readonly<DistanceToTarget> {
    return { ...this.#distanceToTarget };
  }
  set distanceToTarget(value: Partial<DistanceToTarget>) {
    const parts = requireObject('distanceToTarget', value);
    this.#distanceToTarget = {
      changedThreshold:
        parts.changedThreshold === undefined
          ? this.#distanceToTarget.changedThreshold
          : requireWholeNumberIn('distanceToTarget.changedThreshold', parts.changedThreshold, {
              min: 0,
            }),
      onDistanceChanged:
        parts.onDistanceChanged === undefined
          ? this.#distanceToTarget.onDistanceChanged
          : requireCallback('distanceToTarget.onDistanceChanged', parts.onDistanceChanged),
    };
    this.changed('distanceToTarget', this.#distanceToTarget);
  }

  /** Extra drawables shown only on one recognised target. */
  addImageTargetCamDrawables(target: ImageTarget, drawables: Drawable | readonly Drawable[]): void {
    const owner = requireInstance('target', target, [ImageTarget], 'an AR.ImageTarget');
    const list = requireArrayOf(
      'drawables',
      Array.isArray(drawables) ? drawables : [drawables],
      isDrawable,
      'AR drawables',
    );
    const current = this.#targetDrawables.get(owner) ?? [];
    for (const drawable of list) drawable.attachTo(this);
    this.#targetDrawables.set(owner, [...current, ...list]);
    this.call('addImageTargetCamDrawables', { uniqueId: owner.uniqueId, drawables: list });
  }

  removeImageTargetCamDrawables(
    target: ImageTarget,
    drawables: Drawable | readonly Drawable[],
  ): void {
    const owner = requireInstance('target', target, [ImageTarget], 'an AR.ImageTarget');
    const list = requireArrayOf(
      'drawables',
      Array.isArray(drawables) ? drawables : [drawables],
      isDrawable,
      'AR drawables',
    );
    const removed = new Set(list);
    this.#targetDrawables.set(
      owner,
      (this.#targetDrawables.get(owner) ?? []).filter((drawable) => !removed.has(drawable)),
    );
    this.call('removeImageTargetCamDrawables', { uniqueId: owner.uniqueId, drawables: list });
  }

  imageTargetCamDrawables(target: ImageTarget): readonly Drawable[] {
    return this.#targetDrawables.get(target) ?? [];
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      distanceToTarget: this.#distanceToTarget,
    };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    if (typeof values.aspectRatio === 'number') this.#aspectRatio = values.aspectRatio;
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onImageRecognized' || trigger === 'onImageLost') {
      const entering = trigger === 'onImageRecognized';
      const info = args[0] as RecognizedTargetInfo;
      const { target, result } = this.receiveTargetTrigger(trigger, entering, info, args.slice(1));
      if (!entering) this.#targetDrawables.delete(target);
      return result;
    }
    if (trigger === 'onDistanceChanged') {
      const callback = this.#distanceToTarget.onDistanceChanged as
        ((...a: unknown[]) => unknown) | null;
      return callback?.apply(this, [...args]);
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(ImageTrackableBase, ['onImageRecognized', 'onImageLost', ...PLANE_TRIGGERS]);

export class ImageTrackable extends ImageTrackableBase {
  static override interfaceName = 'imageTrackableInterface';
  static override typeName = 'ImageTrackable';

  constructor(tracker: Tracker, targetName: string, options?: ObjectOptions<ImageTrackable>) {
    super(tracker, targetName, options);
    this.announce();
  }
}

/** The SDK 6 name of an image trackable. */
export class Trackable2DObject extends ImageTrackableBase {
  static override interfaceName = 'trackable2DObjectInterface';
  static override typeName = 'Trackable2DObject';

  constructor(tracker: Tracker, targetName: string, options?: ObjectOptions<Trackable2DObject>) {
    super(tracker, targetName, options);
    this.announce();
  }
}
