import { ARObject, defineCallbacks, type Options } from '../ar-object';
import { HORIZONTAL_ANCHOR, VERTICAL_ANCHOR } from '../constants';
import {
  requireBoolean,
  requireNumber,
  requireNumberIn,
  requireOneOf,
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

  #enabled = true;
  #mirrored = false;
  #zOrder = 0;
  #opacity = 1;
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

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    this.#enabled = requireBoolean('enabled', value);
    this.changed('enabled', value);
  }

  get mirrored(): boolean {
    return this.#mirrored;
  }
  set mirrored(value: boolean) {
    this.#mirrored = requireBoolean('mirrored', value);
    this.changed('mirrored', value);
  }

  /** Draw order among the drawables of one object: higher is in front. */
  get zOrder(): number {
    return this.#zOrder;
  }
  set zOrder(value: number) {
    this.#zOrder = requireWholeNumber('zOrder', value);
    this.changed('zOrder', value);
  }

  get opacity(): number {
    return this.#opacity;
  }
  set opacity(value: number) {
    this.#opacity = requireNumberIn('opacity', value, { min: 0, max: 1 });
    this.changed('opacity', value);
  }

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
      enabled: this.#enabled,
      mirrored: this.#mirrored,
      zOrder: this.#zOrder,
      opacity: this.#opacity,
      translate: this.#translate.toJSON(),
      rotate: this.#rotate.toJSON(),
      scale: this.#scale.toJSON(),
    };
  }
}
defineCallbacks(Drawable, ['onClick', ...GESTURE_TRIGGERS]);

/** A flat drawable: size in SDU, anchors, facing the camera. */
export abstract class Drawable2D extends Drawable {
  static override typeName = 'Drawable2D';
  #horizontalAnchor: HorizontalAnchor = HORIZONTAL_ANCHOR.CENTER;
  #verticalAnchor: VerticalAnchor = VERTICAL_ANCHOR.MIDDLE;
  #rotatesToCamera = true;

  constructor(options: Options) {
    super(options);
    this.applyOptions(options, ['horizontalAnchor', 'verticalAnchor', 'rotatesToCamera']);
  }

  /** Height in SDU used for layout on screen and radar. */
  abstract get extent(): number;

  get horizontalAnchor(): HorizontalAnchor {
    return this.#horizontalAnchor;
  }
  set horizontalAnchor(value: HorizontalAnchor) {
    this.#horizontalAnchor = requireOneOf(
      'horizontalAnchor',
      value,
      Object.values(HORIZONTAL_ANCHOR),
    );
    this.changed('horizontalAnchor', value);
  }

  get verticalAnchor(): VerticalAnchor {
    return this.#verticalAnchor;
  }
  set verticalAnchor(value: VerticalAnchor) {
    this.#verticalAnchor = requireOneOf('verticalAnchor', value, Object.values(VERTICAL_ANCHOR));
    this.changed('verticalAnchor', value);
  }

  get rotatesToCamera(): boolean {
    return this.#rotatesToCamera;
  }
  set rotatesToCamera(value: boolean) {
    this.#rotatesToCamera = requireBoolean('rotatesToCamera', value);
    this.changed('rotatesToCamera', value);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      horizontalAnchor: this.#horizontalAnchor,
      verticalAnchor: this.#verticalAnchor,
      rotatesToCamera: this.#rotatesToCamera,
    };
  }
}

export const requirePositiveNumber = (name: string, value: unknown): number =>
  requireNumberIn(name, value, { min: 0, minExclusive: true });
