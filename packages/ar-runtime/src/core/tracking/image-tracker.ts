import { defineCallbacks, type ObjectOptions } from '../ar-object';
import { DEFAULTS, IMAGE_RECOGNITION_RANGE_EXTENSION, TRACKER_EFFICIENCY_MODE } from '../constants';
import { defineProperties, describeProperties } from '../properties';
import {
  oneOf,
  requireInstance,
  requireNumberIn,
  requireObject,
  requireWholeNumberIn,
  wholeNumberIn,
} from '../validate';
import { CloudRecognitionService } from './cloud-recognition';
import { TargetCollectionResource } from './target-collection';
import { Tracker } from './tracker';

export type RangeExtension =
  (typeof IMAGE_RECOGNITION_RANGE_EXTENSION)[keyof typeof IMAGE_RECOGNITION_RANGE_EXTENSION];
export type EfficiencyMode = (typeof TRACKER_EFFICIENCY_MODE)[keyof typeof TRACKER_EFFICIENCY_MODE];

const THRESHOLDS = [
  'distanceChangedThreshold',
  'translationChangedThreshold',
  'rotationChangedThreshold',
] as const;
type Threshold = (typeof THRESHOLDS)[number];

/** `trackerEfficiencyMode` of the image, object and instant trackers. */
export const efficiencyModeProperty = {
  initial: TRACKER_EFFICIENCY_MODE.HIGH_ACCURACY,
  validate: oneOf(TRACKER_EFFICIENCY_MODE),
};

/** Recognises and tracks images from a target collection or a cloud service. */
export class ImageTracker extends Tracker {
  static override interfaceName = 'imageTrackerInterface';
  static override typeName = 'ImageTracker';
  readonly source: TargetCollectionResource | CloudRecognitionService;
  #physicalTargetImageHeights: Record<string, number> = {};
  #thresholds: Record<Threshold, number> = {
    distanceChangedThreshold: 0,
    translationChangedThreshold: 0,
    rotationChangedThreshold: 0,
  };
  declare onTargetsLoaded: (() => unknown) | null;
  declare onDistanceChanged:
    ((distance: number, first: unknown, second: unknown) => unknown) | null;
  declare onTranslationChanged:
    ((translation: unknown, first: unknown, second: unknown) => unknown) | null;
  declare onRotationChanged:
    ((rotation: unknown, first: unknown, second: unknown) => unknown) | null;

  constructor(
    source: TargetCollectionResource | CloudRecognitionService,
    options?: ObjectOptions<ImageTracker>,
  ) {
    super();
    this.source = requireInstance<TargetCollectionResource | CloudRecognitionService>(
      'source',
      source,
      [TargetCollectionResource, CloudRecognitionService],
      'an AR.TargetCollectionResource or AR.CloudRecognitionService',
    );
    const parts = options === undefined ? {} : requireObject('options', options);
    for (const threshold of THRESHOLDS) {
      // At creation thresholds may be any non-negative number; later only whole numbers.
      if (parts[threshold] !== undefined) {
        this.#thresholds[threshold] = requireNumberIn(threshold, parts[threshold], { min: 0 });
      }
    }
    this.applyTrackerOptions(options, ImageTracker, [
      'physicalTargetImageHeights',
      'extendedRangeRecognition',
      'maximumNumberOfConcurrentlyTrackableTargets',
      'trackerEfficiencyMode',
    ]);
    this.announce();
  }

  declare extendedRangeRecognition: RangeExtension;
  declare maximumNumberOfConcurrentlyTrackableTargets: number;
  declare trackerEfficiencyMode: EfficiencyMode;

  /** Printed heights in millimetres per target name, for distance estimates. */
  get physicalTargetImageHeights(): Readonly<Record<string, number>> {
    return { ...this.#physicalTargetImageHeights };
  }
  set physicalTargetImageHeights(value: Readonly<Record<string, number>>) {
    const parts = requireObject('physicalTargetImageHeights', value);
    const heights: Record<string, number> = {};
    for (const [name, height] of Object.entries(parts)) {
      heights[name] = requireWholeNumberIn(`physicalTargetImageHeights.${name}`, height, {
        min: 0,
        minExclusive: true,
      });
    }
    this.#physicalTargetImageHeights = heights;
    this.changed('physicalTargetImageHeights', heights);
  }

  get distanceChangedThreshold(): number {
    return this.#thresholds.distanceChangedThreshold;
  }
  set distanceChangedThreshold(value: number) {
    this.#setThreshold('distanceChangedThreshold', value);
  }
  get translationChangedThreshold(): number {
    return this.#thresholds.translationChangedThreshold;
  }
  set translationChangedThreshold(value: number) {
    this.#setThreshold('translationChangedThreshold', value);
  }
  get rotationChangedThreshold(): number {
    return this.#thresholds.rotationChangedThreshold;
  }
  set rotationChangedThreshold(value: number) {
    this.#setThreshold('rotationChangedThreshold', value);
  }

  #setThreshold(name: Threshold, value: number): void {
    this.#thresholds[name] = requireWholeNumberIn(name, value, { min: 0 });
    this.changed(name, value);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      source: this.source,
      physicalTargetImageHeights: this.#physicalTargetImageHeights,
      ...describeProperties(this, ImageTracker),
      ...this.#thresholds,
    };
  }
}
defineProperties(ImageTracker, {
  extendedRangeRecognition: {
    initial: IMAGE_RECOGNITION_RANGE_EXTENSION.AUTO,
    validate: oneOf(IMAGE_RECOGNITION_RANGE_EXTENSION),
  },
  maximumNumberOfConcurrentlyTrackableTargets: {
    initial: DEFAULTS.concurrentTargets,
    validate: wholeNumberIn({ min: 1 }),
  },
  trackerEfficiencyMode: efficiencyModeProperty,
});
defineCallbacks(ImageTracker, [
  'onTargetsLoaded',
  'onDistanceChanged',
  'onTranslationChanged',
  'onRotationChanged',
]);
