import { ARObject, defineCallbacks } from './ar-object';
import { DEFAULTS } from './constants';
import { IllegalStateException, WrongTypeException } from './errors';
import { defineProperties, describeProperties } from './properties';
import { ImageResource } from './resources';
import {
  numberIn,
  requireBoolean,
  requireInstance,
  requireNumber,
  requireNumberIn,
  requireObject,
} from './validate';

const fraction = (initial: number) => ({ initial, validate: numberIn({ min: 0, max: 1 }) });

/** The part of a DOM element the radar needs: where it sits on the page. */
export interface RadarContainer {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
}

export interface NorthIndicator {
  image: ImageResource | null;
  radius: number;
}

/** `AR.radar`: a 2D map of nearby objects drawn into a page element. */
export class Radar extends ARObject {
  static override interfaceName = 'radarInterface';
  static override typeName = 'Radar';
  #enabled = false;
  #container: RadarContainer | null = null;
  #northIndicator: NorthIndicator = { image: null, radius: DEFAULTS.radar.northIndicatorRadius };
  #polling: number | undefined;
  #lastPosition = '';
  declare onClick: (() => unknown) | null;
  readonly #northIndicatorView: NorthIndicator = this.#liveNorthIndicator();

  constructor() {
    super();
    this.announce();
  }

  declare background: ImageResource | null;
  /** Centre of the radar circle within the background image, as fractions of its size. */
  declare centerX: number;
  declare centerY: number;
  declare radius: number;
  /** Metres shown at the rim; -1 means the farthest object decides. */
  declare maxDistance: number;

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    const enabled = requireBoolean('radar.enabled', value);
    if (enabled && !this.#container) {
      throw new IllegalStateException('AR.radar needs a container before it can be enabled.');
    }
    this.#enabled = enabled;
    this.changed('enabled', enabled);
    if (enabled) this.notifyUpdateRadarPosition();
  }

  get container(): RadarContainer | null {
    return this.#container;
  }
  set container(value: RadarContainer | null) {
    if (value !== null && typeof value?.getBoundingClientRect !== 'function') {
      throw new WrongTypeException("'radar.container' must be a DOM element or null.");
    }
    this.#container = value;
    this.changed('container', value === null ? null : 'element');
    if (this.#enabled) this.notifyUpdateRadarPosition();
  }

  /**
   * The north indicator's image and radius. The object is live: setting its `image` or
   * `radius` (`AR.radar.northIndicator.image = …`, as experiences do) sets the radar's,
   * with the same validation as assigning a whole new indicator.
   */
  get northIndicator(): NorthIndicator {
    return this.#northIndicatorView;
  }
  set northIndicator(value: Partial<NorthIndicator>) {
    const parts = requireObject('radar.northIndicator', value);
    let image = this.#northIndicator.image;
    if (parts.image !== undefined) {
      image =
        parts.image === null
          ? null
          : requireInstance(
              'northIndicator.image',
              parts.image,
              [ImageResource],
              'an AR.ImageResource',
            );
    }
    const radius =
      parts.radius === undefined
        ? this.#northIndicator.radius
        : requireNumberIn('northIndicator.radius', parts.radius, { min: 0, max: 1 });
    this.#northIndicator = { image, radius };
    this.changed('northIndicator', this.#northIndicator);
  }

  #liveNorthIndicator(): NorthIndicator {
    return Object.defineProperties({} as NorthIndicator, {
      image: {
        enumerable: true,
        get: () => this.#northIndicator.image,
        set: (image: ImageResource | null) => (this.northIndicator = { image }),
      },
      radius: {
        enumerable: true,
        get: () => this.#northIndicator.radius,
        set: (radius: number) => (this.northIndicator = { radius }),
      },
    });
  }

  /**
   * Tells the radar its container may have moved: the position is polled every 10 ms for
   * 250 ms so that layout animations are followed.
   */
  notifyUpdateRadarPosition(): void {
    const { clock } = this.runtime;
    if (this.#polling !== undefined) clock.clearInterval(this.#polling);
    const until = clock.now() + DEFAULTS.radar.pollDurationMs;
    this.#pollPosition();
    this.#polling = clock.setInterval(() => {
      this.#pollPosition();
      if (clock.now() >= until && this.#polling !== undefined) {
        clock.clearInterval(this.#polling);
        this.#polling = undefined;
      }
    }, DEFAULTS.radar.pollIntervalMs);
  }

  #pollPosition(): void {
    if (!this.#container || this.destroyed) return;
    const { left, top, width, height } = this.#container.getBoundingClientRect();
    const key = `${left},${top},${width},${height}`;
    if (key === this.#lastPosition) return;
    this.#lastPosition = key;
    this.call('setPosition', { left, top, width, height });
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      enabled: this.#enabled,
      ...describeProperties(this, Radar),
      northIndicator: this.#northIndicator,
    };
  }
}
defineCallbacks(Radar, ['onClick']);
defineProperties(
  Radar,
  {
    background: {
      initial: null,
      validate: (name, value) =>
        value === null
          ? null
          : requireInstance(name, value, [ImageResource], 'an AR.ImageResource'),
    },
    centerX: fraction(DEFAULTS.radar.centerX),
    centerY: fraction(DEFAULTS.radar.centerY),
    radius: fraction(DEFAULTS.radar.radius),
    maxDistance: {
      initial: DEFAULTS.radar.maxDistance,
      validate: (name, value) =>
        requireNumber(name, value) === -1
          ? -1
          : requireNumberIn(name, value, { min: 0, minExclusive: true }),
    },
  },
  { labelPrefix: 'radar.' },
);
