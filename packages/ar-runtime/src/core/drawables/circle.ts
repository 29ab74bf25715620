import type { ObjectOptions } from '../ar-object';
import { Drawable2D, requirePositiveNumber } from './drawable';
import { Style, type StyleValues } from './style';

/** A filled circle, often a radar dot. */
export class Circle extends Drawable2D {
  static override interfaceName = 'circleInterface';
  static override typeName = 'Circle';
  #radius = 1;
  readonly #style = new Style(['fillColor', 'outlineSize', 'outlineColor'], (path, value) =>
    this.changed(path, value),
  );

  constructor(radius: number, options?: ObjectOptions<Circle>) {
    super(options);
    this.radius = radius;
    this.applyOptions(options, ['style']);
    this.announce();
  }

  get radius(): number {
    return this.#radius;
  }
  set radius(value: number) {
    this.#radius = requirePositiveNumber('radius', value);
    this.changed('radius', value);
  }

  get extent(): number {
    return this.#radius * 2;
  }

  get style(): Style {
    return this.#style;
  }
  set style(value: StyleValues) {
    this.#style.assign(value);
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), radius: this.#radius, style: this.#style.toJSON() };
  }
}
