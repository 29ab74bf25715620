import { ARObject } from '../ar-object';
import { defineProperties, describeProperties } from '../properties';
import { requireInstance } from '../validate';

export interface Vector {
  x: number;
  y: number;
  z: number;
}

/** One recognised image, created by the host and handed to the trackable's triggers. */
export class ImageTarget extends ARObject {
  static override interfaceName = 'imageTargetInterface';
  static override typeName = 'ImageTarget';
  readonly #name: string;
  readonly #uniqueId: string;
  readonly #trackable: ARObject;
  declare name: string;
  declare uniqueId: string;
  declare imageTrackable: ARObject;
  static {
    defineProperties(this, {
      name: { readOnly: (target) => target.#name },
      uniqueId: { readOnly: (target) => target.#uniqueId },
      imageTrackable: { readOnly: (target) => target.#trackable },
    });
  }

  constructor(name: string, uniqueId: string, trackable: ARObject) {
    super();
    this.#name = name;
    this.#uniqueId = uniqueId;
    this.#trackable = trackable;
    this.announce();
  }

  /** Distance in millimetres to another recognised target. */
  getDistanceTo(target: ImageTarget): number | undefined {
    const other = requireInstance('target', target, [ImageTarget], 'an AR.ImageTarget');
    const distance = this.callSync('getDistanceTo', {
      target: other,
      uniqueId: other.uniqueId,
      fromUniqueId: this.#uniqueId,
    });
    return typeof distance === 'number' && distance >= 0 ? distance : undefined;
  }

  getTranslationTo(target: ImageTarget): Vector | undefined {
    const other = requireInstance('target', target, [ImageTarget], 'an AR.ImageTarget');
    return this.callSync('getTranslationTo', {
      target: other,
      uniqueId: other.uniqueId,
      fromUniqueId: this.#uniqueId,
    }) as Vector | undefined;
  }

  getRotationTo(target: ImageTarget): Vector | undefined {
    const other = requireInstance('target', target, [ImageTarget], 'an AR.ImageTarget');
    return this.callSync('getRotationTo', {
      target: other,
      uniqueId: other.uniqueId,
      fromUniqueId: this.#uniqueId,
    }) as Vector | undefined;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, ImageTarget) };
  }
}
