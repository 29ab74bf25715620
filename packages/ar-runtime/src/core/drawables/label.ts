import type { ObjectOptions } from '../ar-object';
import { defineProperties } from '../properties';
import { requireDefined, requireString } from '../validate';
import { Drawable2D, heightProperty } from './drawable';
import { Style, type StyleValues } from './style';

/** Text shown at a location. */
export class Label extends Drawable2D {
  static override interfaceName = 'labelInterface';
  static override typeName = 'Label';
  readonly #style = new Style(['textColor', 'backgroundColor', 'fontStyle'], (path, value) =>
    this.changed(path, value),
  );

  constructor(text: string, height: number, options?: ObjectOptions<Label>) {
    super(options);
    this.text = requireDefined('text', text);
    this.height = height;
    this.applyOptions(options, ['style']);
    this.announce();
  }

  declare text: string;
  declare height: number;

  get extent(): number {
    return this.height;
  }

  get style(): Style {
    return this.#style;
  }
  set style(value: StyleValues) {
    this.#style.assign(value);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      text: this.text,
      height: this.height,
      style: this.#style.toJSON(),
    };
  }
}
defineProperties(Label, {
  text: { initial: '', validate: requireString },
  height: heightProperty,
});
