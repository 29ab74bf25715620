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

  constructor(name: string, uniqueId: string, trackable: ARObject) {
    super();
    this.#name = name;
    this.#uniqueId = uniqueId;
    this.#trackable = trackable;
    this.announce();
  }

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

  /** Distance in millimetres to another recognised target. */
  getDistanceTo(target: ImageTarget): number | undefined {
    const distance = this.#askAbout('getDistanceTo', target);
    return typeof distance === 'number' && distance >= 0 ? distance : undefined;
  }

  getTranslationTo(target: ImageTarget): Vector | undefined {
    return this.#askAbout('getTranslationTo', target) as Vector | undefined;
  }

  getRotationTo(target: ImageTarget): Vector | undefined {
    return this.#askAbout('getRotationTo', target) as Vector | undefined;
  }

  /** Asks the host how another recognised target lies relative to this one. */
  #askAbout(operation: string, target: ImageTarget): unknown {
    const other = requireInstance('target', target, [ImageTarget], 'an AR.ImageTarget');
    return this.callSync(operation, {
      target: other,
      uniqueId: other.uniqueId,
      fromUniqueId: this.#uniqueId,
    });
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, ImageTarget) };
  }
}
