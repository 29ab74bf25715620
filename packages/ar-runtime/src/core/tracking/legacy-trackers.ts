import { defineCallbacks, type ObjectOptions } from '../ar-object';
import { requireString } from '../validate';
import { Tracker } from './tracker';

/** SDK 6 image tracker loading a target collection directly from `src`. */
export class ClientTracker extends Tracker {
  static override interfaceName = 'clientTrackerInterface';
  static override typeName = 'ClientTracker';
  readonly src: string;
  declare onLoaded: (() => unknown) | null;

  constructor(src: string, options?: ObjectOptions<ClientTracker>) {
    super();
    this.src = requireString('src', src);
    this.applyTrackerOptions(options, ClientTracker);
    this.announce();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), src: this.src };
  }
}
defineCallbacks(ClientTracker, ['onLoaded']);

/** SDK 6 cloud tracker. */
export class CloudTracker extends Tracker {
  static override interfaceName = 'cloudTrackerInterface';
  static override typeName = 'CloudTracker';
  readonly token: string;
  readonly targetCollectionID: string;
  declare onLoaded: (() => unknown) | null;

  constructor(token: string, targetCollectionID: string, options?: ObjectOptions<CloudTracker>) {
    super();
    this.token = requireString('token', token);
    this.targetCollectionID = requireString('targetCollectionID', targetCollectionID);
    this.applyTrackerOptions(options, CloudTracker);
    this.announce();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), token: this.token, targetCollectionID: this.targetCollectionID };
  }
}
defineCallbacks(CloudTracker, ['onLoaded']);
