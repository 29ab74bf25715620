import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import { DEFAULTS, type ResourceState } from '../constants';
import { UndefinedException } from '../errors';
import { LoadState } from '../load-state';
import { defineProperties, describeProperties } from '../properties';
import {
  requireBoolean,
  requireHexColor,
  requireObject,
  requireString,
  wholeNumberIn,
} from '../validate';
import { Drawable2D, requirePositiveNumber } from './drawable';

export interface HtmlContent {
  html?: string;
  uri?: string;
}

const viewportSide = {
  initial: DEFAULTS.htmlViewport,
  validate: wholeNumberIn({ min: 0, minExclusive: true, max: DEFAULTS.htmlViewportMax }),
};

/** HTML (inline or from a URI) rendered into a rectangle. */
export class HtmlDrawable extends Drawable2D {
  static override interfaceName = 'htmlDrawableInterface';
  static override typeName = 'HtmlDrawable';
  #html: string | undefined;
  #uri: string | undefined;
  readonly #load = new LoadState();
  declare onLoaded: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;
  declare onDocumentLocationChanged: ((uri: string) => unknown) | null;

  constructor(content: HtmlContent, width: number, options?: ObjectOptions<HtmlDrawable>) {
    super(options);
    const parts = requireObject('content', content);
    if (parts.html === undefined && parts.uri === undefined) {
      throw new UndefinedException("HtmlDrawable needs 'html' or 'uri' in its content.");
    }
    if (parts.html !== undefined) this.#html = requireString('html', parts.html);
    else this.#uri = requireString('uri', parts.uri);
    this.width = width;
    this.applyOptions(options, [
      'viewportWidth',
      'viewportHeight',
      'backgroundColor',
      'clickThroughEnabled',
      'allowDocumentLocationChanges',
      ...ARObject.callbackKeys(HtmlDrawable),
    ]);
    this.announce();
  }

  declare width: number;
  declare viewportWidth: number;
  declare viewportHeight: number;
  /** `#RRGGBBAA`; transparent by default. */
  declare backgroundColor: string;
  declare clickThroughEnabled: boolean;
  declare allowDocumentLocationChanges: boolean;

  get html(): string | undefined {
    return this.#html;
  }
  set html(value: string) {
    this.#setContent('html', value);
  }

  get uri(): string | undefined {
    return this.#uri;
  }
  set uri(value: string) {
    this.#setContent('uri', value);
  }

  /** The content is either inline HTML or a URI: setting one clears the other. */
  #setContent(kind: 'html' | 'uri', value: string): void {
    const text = requireString(kind, value);
    this.#html = kind === 'html' ? text : undefined;
    this.#uri = kind === 'uri' ? text : undefined;
    this.changed(kind, value);
  }

  get extent(): number {
    return (this.width * this.viewportHeight) / this.viewportWidth;
  }

  get state(): ResourceState {
    return this.#load.value;
  }
  isLoaded(): boolean {
    return this.#load.loaded;
  }

  evalJavaScript(script: string): void {
    this.call('evalJavaScript', { script: requireString('script', script) });
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      html: this.#html,
      uri: this.#uri,
      ...describeProperties(this, HtmlDrawable),
    };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    super.receiveUpdate(this.#load.update(values));
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    this.#load.follow(trigger);
    if (trigger === 'onDocumentLocationChanged' && !this.allowDocumentLocationChanges) {
      return undefined;
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(HtmlDrawable, ['onLoaded', 'onError', 'onDocumentLocationChanged']);
defineProperties(HtmlDrawable, {
  width: { validate: requirePositiveNumber },
  viewportWidth: viewportSide,
  viewportHeight: viewportSide,
  backgroundColor: { initial: DEFAULTS.htmlBackgroundColor, validate: requireHexColor },
  clickThroughEnabled: { initial: false, validate: requireBoolean },
  allowDocumentLocationChanges: { initial: true, validate: requireBoolean },
});
