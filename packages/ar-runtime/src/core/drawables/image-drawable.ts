import type { ObjectOptions } from '../ar-object';
import { ImageResource } from '../resources';
import { requireInstance } from '../validate';
import { Drawable2D, requirePositiveNumber } from './drawable';

export const requireImageResource = (value: unknown): ImageResource =>
  requireInstance('imageResource', value, [ImageResource], 'an AR.ImageResource');

/** An image shown at a location. */
export class ImageDrawable extends Drawable2D {
  static override interfaceName = 'imageDrawableInterface';
  static override typeName = 'ImageDrawable';
  #imageResource: ImageResource;
  #height = 1;

  constructor(
    imageResource: ImageResource,
    height: number,
    options?: ObjectOptions<ImageDrawable>,
  ) {
    super(options);
    this.#imageResource = requireImageResource(imageResource);
    this.height = height;
    this.announce();
  }

  get imageResource(): ImageResource {
    return this.#imageResource;
  }
  set imageResource(value: ImageResource) {
    this.#imageResource = requireImageResource(value);
    this.changed('imageResource', value);
  }

  get height(): number {
    return this.#height;
  }
  set height(value: number) {
    this.#height = requirePositiveNumber('height', value);
    this.changed('height', value);
  }

  get extent(): number {
    return this.#height;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), imageResource: this.#imageResource, height: this.#height };
  }
}
