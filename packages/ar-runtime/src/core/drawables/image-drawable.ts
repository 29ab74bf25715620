import type { ObjectOptions } from '../ar-object';
import { defineProperties, describeProperties } from '../properties';
import { ImageResource } from '../resources';
import { instanceOf } from '../validate';
import { Drawable2D, heightProperty } from './drawable';

/** The image of ImageDrawables and AnimatedImageDrawables. */
export const imageResourceProperty = {
  validate: instanceOf([ImageResource], 'an AR.ImageResource'),
};

/** An image shown at a location. */
export class ImageDrawable extends Drawable2D {
  static override interfaceName = 'imageDrawableInterface';
  static override typeName = 'ImageDrawable';

  constructor(
    imageResource: ImageResource,
    height: number,
    options?: ObjectOptions<ImageDrawable>,
  ) {
    super(options);
    this.imageResource = imageResource;
    this.height = height;
    this.announce();
  }

  declare imageResource: ImageResource;
  declare height: number;

  get extent(): number {
    return this.height;
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, ImageDrawable) };
  }
}
defineProperties(ImageDrawable, { imageResource: imageResourceProperty, height: heightProperty });
