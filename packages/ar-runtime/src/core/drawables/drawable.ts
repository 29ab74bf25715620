import { ARObject, defineCallbacks, type Options } from '../ar-object';
import { HORIZONTAL_ANCHOR, VERTICAL_ANCHOR } from '../constants';
import { defineProperties, describeProperties } from '../properties';
import {
  numberIn,
  oneOf,
  requireBoolean,
  requireNumber,
  requireNumberIn,
  requireWholeNumber,
} from '../validate';
import { Vector3 } from './vector';

type Vector3Input = Partial<{ x: number; y: number; z: number }> | number;

export type HorizontalAnchor = (typeof HORIZONTAL_ANCHOR)[keyof typeof HORIZONTAL_ANCHOR];
export type VerticalAnchor = (typeof VERTICAL_ANCHOR)[keyof typeof VERTICAL_ANCHOR];

const GESTURES = ['Drag', 'Pan', 'Rotation', 'Scale'] as const;
const GESTURE_TRIGGERS = GESTURES.flatMap((gesture) =>
  ['Began', 'Changed', 'Ended'].map((phase) => `on${gesture}${phase}`),
);

/** Anything that can be shown, with the options common to every drawable. */
export abstract class Drawable extends ARObject {
  static override typeName = 'Drawable';
  static readonly optionKeys = [
    'enabled',
    'mirrored',
    'zOrder',
    'opacity',
    'translate',
    'rotate',
    'scale',
    'offsetX',
    'offsetY',
    'scaling',
    'roll',
  ];

  readonly #translate: Vector3;
  readonly #rotate: Vector3;
  readonly #scale: Vector3;
  readonly #owners = new Set<ARObject>();
  declare onClick: ((owner?: ARObject) => unknown) | null;

  constructor(options: Options) {
    super();
    const notify = (path: string, value: number) => this.changed(path, value);
    this.#translate = new Vector3('translate', 0, notify);
    this.#rotate = new Vector3('rotate', 0, notify);
    this.#scale = new Vector3('scale', 1, notify);
    this.applyOptions(options, [...Drawable.optionKeys, ...ARObject.callbackKeys(Drawable)]);
  }

  declare enabled: boolean;
  declare mirrored: boolean;
  /** Draw order among the drawables of one object: higher is in front. */
  declare zOrder: number;
  declare opacity: number;

  get translate(): Vector3 {
    return this.#translate;
  }
  set translate(value: Vector3Input) {
    this.#translate.assign(value);
  }

  get rotate(): Vector3 {
    return this.#rotate;
  }
  set rotate(value: Vector3Input) {
    this.#rotate.assign(value);
  }

  get scale(): Vector3 {
    return this.#scale;
  }
  set scale(value: Vector3Input) {
    this.#scale.assign(value);
  }

  // Names of SDK versions before translate/rotate/scale.
  get offsetX(): number {
    return this.#translate.x;
  }
  set offsetX(value: number) {
    this.#translate.x = value;
  }
  get offsetY(): number {
    return this.#translate.y;
  }
  set offsetY(value: number) {
    this.#translate.y = value;
  }
  get scaling(): number {
    return this.#scale.x;
  }
  set scaling(value: number) {
    this.#scale.assign(requireNumber('scaling', value));
  }
  get roll(): number {
    return this.#rotate.z;
  }
  set roll(value: number) {
    this.#rotate.z = value;
  }

  /** The objects (GeoObjects, trackables) this drawable is attached to. */
  get owners(): ARObject[] {
    return [...this.#owners];
  }

  attachTo(owner: ARObject): void {
    this.#owners.add(owner);
  }

  detachFrom(owner: ARObject): void {
    this.#owners.delete(owner);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...describeProperties(this, Drawable),
      translate: this.#translate.toJSON(),
      rotate: this.#rotate.toJSON(),
      scale: this.#scale.toJSON(),
    };
  }
}
defineCallbacks(Drawable, ['onClick', ...GESTURE_TRIGGERS]);
defineProperties(Drawable, {
  enabled: { initial: true, validate: requireBoolean },
  mirrored: { initial: false, validate: requireBoolean },
  zOrder: { initial: 0, validate: requireWholeNumber },
  opacity: { initial: 1, validate: numberIn({ min: 0, max: 1 }) },
});

/** A flat drawable: size in SDU, anchors, facing the camera. */
export abstract class Drawable2D extends Drawable {
  static override typeName = 'Drawable2D';

  constructor(options: Options) {
    super(options);
    this.applyOptions(options, ['horizontalAnchor', 'verticalAnchor', 'rotatesToCamera']);
  }

  declare horizontalAnchor: HorizontalAnchor;
  declare verticalAnchor: VerticalAnchor;
  declare rotatesToCamera: boolean;

  /** Height in SDU used for layout on screen and radar. */
  abstract get extent(): number;

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, Drawable2D) };
  }
}
defineProperties(Drawable2D, {
  horizontalAnchor: { initial: HORIZONTAL_ANCHOR.CENTER, validate: oneOf(HORIZONTAL_ANCHOR) },
  verticalAnchor: { initial: VERTICAL_ANCHOR.MIDDLE, validate: oneOf(VERTICAL_ANCHOR) },
  rotatesToCamera: { initial: true, validate: requireBoolean },
});

export const requirePositiveNumber = (name: string, value: unknown): number =>
  requireNumberIn(name, value, { min: 0, minExclusive: true });

/** The height in SDU of most flat drawables. */
export const heightProperty = { initial: 1, validate: requirePositiveNumber };
