import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import { MAP_EXPANSION_POLICY, TRACKER_EFFICIENCY_MODE } from '../constants';
import { requireInstance, requireOneOf } from '../validate';
import { requireEfficiencyMode, type EfficiencyMode } from './image-tracker';
import { TargetCollectionResource } from './target-collection';
import { TargetTrackable, type RecognizedTargetInfo } from './target-trackable';
import { Tracker } from './tracker';

type ExpansionPolicy = (typeof MAP_EXPANSION_POLICY)[keyof typeof MAP_EXPANSION_POLICY];

/** Recognises and tracks 3D objects from an object target collection. */
export class ObjectTracker extends Tracker {
  static override interfaceName = 'objectTrackerInterface';
  static override typeName = 'ObjectTracker';
  readonly resource: TargetCollectionResource;
  #expansionPolicy: ExpansionPolicy = MAP_EXPANSION_POLICY.NO_MAP_EXPANSION;
  #efficiencyMode: EfficiencyMode = TRACKER_EFFICIENCY_MODE.HIGH_ACCURACY;
  declare onTargetsLoaded: (() => unknown) | null;

  constructor(resource: TargetCollectionResource, options?: ObjectOptions<ObjectTracker>) {
    super();
    this.resource = requireInstance(
      'targetCollectionResource',
      resource,
      [TargetCollectionResource],
      'an AR.TargetCollectionResource',
    );
    this.applyOptions(options, [
      'enabled',
      'mapExpansionPolicy',
      'trackerEfficiencyMode',
      ...ARObject.callbackKeys(Tracker),
      ...ARObject.callbackKeys(ObjectTracker),
    ]);
    this.announce();
  }

  /** Whether tracking may extend the object's map: 0 (no) or 1 (allow). */
  get mapExpansionPolicy(): ExpansionPolicy {
    return this.#expansionPolicy;
  }
  set mapExpansionPolicy(value: ExpansionPolicy) {
    this.#expansionPolicy = requireOneOf(
      'mapExpansionPolicy',
      value,
      Object.values(MAP_EXPANSION_POLICY),
    );
    this.changed('mapExpansionPolicy', value);
  }

  get trackerEfficiencyMode(): EfficiencyMode {
    return this.#efficiencyMode;
  }
  set trackerEfficiencyMode(value: EfficiencyMode) {
    this.#efficiencyMode = requireEfficiencyMode(value);
    this.changed('trackerEfficiencyMode', value);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      resource: this.resource,
      mapExpansionPolicy: this.#expansionPolicy,
      trackerEfficiencyMode: this.#efficiencyMode,
    };
  }
}
defineCallbacks(ObjectTracker, ['onTargetsLoaded']);

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
      const target = this.targetFor(args[0] as RecognizedTargetInfo);
      const entering = trigger === 'onObjectRecognized';
      super.receiveTrigger(entering ? 'onEnterFieldOfVision' : 'onExitFieldOfVision', [
        target.name,
      ]);
      const result = super.receiveTrigger(trigger, [target]);
      if (!entering) this.forgetTarget(target);
      return result;
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(ObjectTrackable, ['onObjectRecognized', 'onObjectLost']);
