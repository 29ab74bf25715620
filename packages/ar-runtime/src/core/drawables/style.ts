import { DEFAULTS, FONT_STYLE } from '../constants';
import { defineProperties } from '../properties';
import { oneOf, requireHexColor, requireObject, wholeNumberIn } from '../validate';

export type FontStyle = (typeof FONT_STYLE)[keyof typeof FONT_STYLE];
export type StyleProperty =
  'backgroundColor' | 'fillColor' | 'outlineSize' | 'outlineColor' | 'fontStyle' | 'textColor';

export type StyleValues = Partial<Record<StyleProperty, string | number>>;

/** Colours and font of a Label or Circle; by default a clear background, black fill and text. */
export class Style {
  readonly #notify: (path: string, value: unknown) => void;
  readonly properties: readonly StyleProperty[];

  constructor(
    properties: readonly StyleProperty[],
    notify: (path: string, value: unknown) => void,
  ) {
    this.properties = properties;
    this.#notify = notify;
  }

  declare backgroundColor: string;
  declare fillColor: string;
  declare outlineSize: number;
  declare outlineColor: string;
  declare fontStyle: FontStyle;
  declare textColor: string;
  static {
    const color = (initial: string) => ({ initial, validate: requireHexColor });
    defineProperties(
      this,
      {
        backgroundColor: color(DEFAULTS.style.backgroundColor),
        fillColor: color(DEFAULTS.style.fillColor),
        outlineSize: {
          initial: DEFAULTS.style.outlineSize,
          validate: wholeNumberIn({ min: 0, max: DEFAULTS.outlineSizeMax }),
        },
        outlineColor: color(DEFAULTS.style.outlineColor),
        fontStyle: { initial: FONT_STYLE.NORMAL, validate: oneOf(FONT_STYLE) },
        textColor: color(DEFAULTS.style.textColor),
      },
      {
        labelPrefix: 'style.',
        report: (style, name, value) => style.#notify(`style.${name}`, value),
      },
    );
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
