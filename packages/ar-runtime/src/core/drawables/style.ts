import { DEFAULTS, FONT_STYLE } from '../constants';
import { requireHexColor, requireObject, requireOneOf, requireWholeNumberIn } from '../validate';

export type FontStyle = (typeof FONT_STYLE)[keyof typeof FONT_STYLE];
export type StyleProperty =
  'backgroundColor' | 'fillColor' | 'outlineSize' | 'outlineColor' | 'fontStyle' | 'textColor';

export type StyleValues = Partial<Record<StyleProperty, string | number>>;

/** Colours and font of a Label or Circle; by default a clear background, black fill and text. */
export class Style {
  #backgroundColor: string = DEFAULTS.style.backgroundColor;
  #fillColor: string = DEFAULTS.style.fillColor;
  #outlineSize: number = DEFAULTS.style.outlineSize;
  #outlineColor: string = DEFAULTS.style.outlineColor;
  #fontStyle: FontStyle = FONT_STYLE.NORMAL;
  #textColor: string = DEFAULTS.style.textColor;
  readonly #notify: (path: string, value: unknown) => void;
  readonly properties: readonly StyleProperty[];

  constructor(
    properties: readonly StyleProperty[],
    notify: (path: string, value: unknown) => void,
  ) {
    this.properties = properties;
    this.#notify = notify;
  }

  get backgroundColor(): string {
    return this.#backgroundColor;
  }
  set backgroundColor(value: string) {
    this.#backgroundColor = requireHexColor('style.backgroundColor', value);
    this.#notify('style.backgroundColor', this.#backgroundColor);
  }

  get fillColor(): string {
    return this.#fillColor;
  }
  set fillColor(value: string) {
    this.#fillColor = requireHexColor('style.fillColor', value);
    this.#notify('style.fillColor', this.#fillColor);
  }

  get outlineSize(): number {
    return this.#outlineSize;
  }
  set outlineSize(value: number) {
    this.#outlineSize = requireWholeNumberIn('style.outlineSize', value, {
      min: 0,
      max: DEFAULTS.outlineSizeMax,
    });
    this.#notify('style.outlineSize', this.#outlineSize);
  }

  get outlineColor(): string {
    return this.#outlineColor;
  }
  set outlineColor(value: string) {
    this.#outlineColor = requireHexColor('style.outlineColor', value);
    this.#notify('style.outlineColor', this.#outlineColor);
  }

  get fontStyle(): FontStyle {
    return this.#fontStyle;
  }
  set fontStyle(value: FontStyle) {
    this.#fontStyle = requireOneOf('style.fontStyle', value, Object.values(FONT_STYLE));
    this.#notify('style.fontStyle', this.#fontStyle);
  }

  get textColor(): string {
    return this.#textColor;
  }
  set textColor(value: string) {
    this.#textColor = requireHexColor('style.textColor', value);
    this.#notify('style.textColor', this.#textColor);
  }

  assign(value: unknown): void {
    const parts = requireObject('style', value);
    for (const property of this.properties) {
      if (parts[property] !== undefined) Reflect.set(this, property, parts[property]);
    }
  }

  toJSON(): StyleValues {
    const values: StyleValues = {};
    for (const property of this.properties) values[property] = this[property];
    return values;
  }
}
