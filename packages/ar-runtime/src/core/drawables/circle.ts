import type { ObjectOptions } from '../ar-object';
import { defineProperties } from '../properties';
import { Drawable2D, requirePositiveNumber } from './drawable';
import { Style, type StyleValues } from './style';

/** A filled circle, often a radar dot. */
export class Circle extends Drawable2D {
  static override interfaceName = 'circleInterface';
  static override typeName = 'Circle';
  readonly #style = new Style(['fillColor', 'outlineSize', 'outlineColor'], (path, value) =>
    this.changed(path, value),
  );

  constructor(radius: number, options?: ObjectOptions<Circle>) {
    super(options);
    this.radius = radius;
    this.applyOptions(options, ['style']);
    this.announce();
  }

  declare radius: number;

  get extent(): number {
    return this.radius * 2;
  }

  get style(): Style {
    return this.#style;
  }
  set style(value: StyleValues) {
    this.#style.assign(value);
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), radius: this.radius, style: this.#style.toJSON() };
  }
}
defineProperties(Circle, { radius: { initial: 1, validate: requirePositiveNumber } });
