import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import type { ResourceState } from '../constants';
import { Drawable } from '../drawables/drawable';
import { LoadState } from '../load-state';
import { requireNumberIn, requireString, requireWholeNumberIn } from '../validate';

const positive = (name: string, value: unknown) =>
  requireNumberIn(name, value, { min: 0, minExclusive: true });
const segments = (name: string, value: unknown) => requireWholeNumberIn(name, value, { min: 3 });

/** Invisible geometry that hides drawables behind real objects. */
abstract class OccluderBase extends Drawable {
  static override typeName = 'Occluder';
}

/** An occluder from a model file. */
export class Occluder extends OccluderBase {
  static override interfaceName = 'occluderInterface';
  static override typeName = 'Occluder';
  readonly uri: string;
  readonly #load = new LoadState();
  declare onLoaded: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;

  constructor(uri: string, options?: ObjectOptions<Occluder>) {
    super(options);
    this.uri = requireString('uri', uri);
    this.applyOptions(options, ARObject.callbackKeys(Occluder));
    this.announce();
  }

  get state(): ResourceState {
    return this.#load.value;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), uri: this.uri };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    super.receiveUpdate(this.#load.update(values));
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    this.#load.follow(trigger);
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Occluder, ['onLoaded', 'onError']);

export class OccluderSphere extends OccluderBase {
  static override interfaceName = 'occluderSphereInterface';
  static override typeName = 'OccluderSphere';
  readonly radius: number;
  readonly slices: number;
  readonly stacks: number;

  constructor(
    radius: number,
    slices: number,
    stacks: number,
    options?: ObjectOptions<OccluderSphere>,
  ) {
    super(options);
    this.radius = positive('radius', radius);
    this.slices = segments('slices', slices);
    this.stacks = segments('stacks', stacks);
    this.announce();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), radius: this.radius, slices: this.slices, stacks: this.stacks };
  }
}

export class OccluderBox extends OccluderBase {
  static override interfaceName = 'occluderBoxInterface';
  static override typeName = 'OccluderBox';
  readonly width: number;
  readonly height: number;
  readonly depth: number;

  constructor(width: number, height: number, depth: number, options?: ObjectOptions<OccluderBox>) {
    super(options);
    this.width = positive('width', width);
    this.height = positive('height', height);
    this.depth = positive('depth', depth);
    this.announce();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), width: this.width, height: this.height, depth: this.depth };
  }
}

export class OccluderCylinder extends OccluderBase {
  static override interfaceName = 'occluderCylinderInterface';
  static override typeName = 'OccluderCylinder';
  readonly radius: number;
  readonly slices: number;
  readonly height: number;

  constructor(
    radius: number,
    slices: number,
    height: number,
    options?: ObjectOptions<OccluderCylinder>,
  ) {
    super(options);
    this.radius = positive('radius', radius);
    this.slices = segments('slices', slices);
    this.height = positive('height', height);
    this.announce();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), radius: this.radius, slices: this.slices, height: this.height };
  }
}
