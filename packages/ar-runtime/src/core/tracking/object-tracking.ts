import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import { MAP_EXPANSION_POLICY } from '../constants';
import { defineProperties, describeProperties } from '../properties';
import { oneOf, requireInstance } from '../validate';
import { efficiencyModeProperty, type EfficiencyMode } from './image-tracker';
import { TargetCollectionResource } from './target-collection';
import { TargetTrackable, type RecognizedTargetInfo } from './target-trackable';
import { Tracker } from './tracker';

type ExpansionPolicy = (typeof MAP_EXPANSION_POLICY)[keyof typeof MAP_EXPANSION_POLICY];

/** Recognises and tracks 3D objects from an object target collection. */
export class ObjectTracker extends Tracker {
  static override interfaceName = 'objectTrackerInterface';
  static override typeName = 'ObjectTracker';
  readonly resource: TargetCollectionResource;
  declare onTargetsLoaded: (() => unknown) | null;

  constructor(resource: TargetCollectionResource, options?: ObjectOptions<ObjectTracker>) {
    super();
    this.resource = requireInstance(
      'targetCollectionResource',
      resource,
      [TargetCollectionResource],
      'an AR.TargetCollectionResource',
    );
    this.applyTrackerOptions(options, ObjectTracker, [
      'mapExpansionPolicy',
      'trackerEfficiencyMode',
    ]);
    this.announce();
  }

  /** Whether tracking may extend the object's map: 0 (no) or 1 (allow). */
  declare mapExpansionPolicy: ExpansionPolicy;
  declare trackerEfficiencyMode: EfficiencyMode;

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      resource: this.resource,
      ...describeProperties(this, ObjectTracker),
    };
  }
}
defineCallbacks(ObjectTracker, ['onTargetsLoaded']);
defineProperties(ObjectTracker, {
  mapExpansionPolicy: {
    initial: MAP_EXPANSION_POLICY.NO_MAP_EXPANSION,
    validate: oneOf(MAP_EXPANSION_POLICY),
  },
  trackerEfficiencyMode: efficiencyModeProperty,
});

/** Drawables shown on a recognised 3D object. */
export class ObjectTrackable extends TargetTrackable {
  static override interfaceName = 'objectTrackableInterface';
  static override typeName = 'ObjectTrackable';
  declare onObjectRecognized: ((target: unknown) => unknown) | null;
  declare onObjectLost: ((target: unknown) => unknown) | null;

  constructor(
    tracker: ObjectTracker,
    targetName: string,
    options?: ObjectOptions<ObjectTrackable>,
  ) {
    super(
      requireInstance('tracker', tracker, [ObjectTracker], 'an AR.ObjectTracker'),
      targetName,
      options,
    );
    this.applyOptions(options, ARObject.callbackKeys(ObjectTrackable));
    this.announce();
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onObjectRecognized' || trigger === 'onObjectLost') {
      const entering = trigger === 'onObjectRecognized';
      return this.receiveTargetTrigger(trigger, entering, args[0] as RecognizedTargetInfo).result;
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(ObjectTrackable, ['onObjectRecognized', 'onObjectLost']);
