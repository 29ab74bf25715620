import type { ObjectOptions } from '../ar-object';
import { requireDefined, requireString } from '../validate';
import { Drawable2D, requirePositiveNumber } from './drawable';
import { Style, type StyleValues } from './style';

/** Text shown at a location. */
export class Label extends Drawable2D {
  static override interfaceName = 'labelInterface';
  static override typeName = 'Label';
  #text = '';
  #height = 1;
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

  get text(): string {
    return this.#text;
  }
  set text(value: string) {
    this.#text = requireString('text', value);
    this.changed('text', value);
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

  get style(): Style {
    return this.#style;
  }
  set style(value: StyleValues) {
    this.#style.assign(value);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      text: this.#text,
      height: this.#height,
      style: this.#style.toJSON(),
    };
  }
}
