import {
  requireArrayOf,
  requireBoolean,
  requireCallback,
  requireObject,
  requireString,
  requireWholeNumberIn,
  type Callback,
} from './validate';

const SCREEN_EDGES = ['top', 'right', 'bottom', 'left'] as const;
export type ScreenEdge = (typeof SCREEN_EDGES)[number];

const isEdge = (value: unknown): value is ScreenEdge => SCREEN_EDGES.includes(value as ScreenEdge);

interface SnapOwner {
  changed(path: string, value: unknown): void;
  /** Throws when snapping may not be enabled in the owner's current configuration. */
  assertSnapAllowed(): void;
}

/** Pins an object's drawables to a screen container instead of its real position. */
export class SnapToScreen {
  #enabled = false;
  #delay = 0;
  #snapContainer: string | null = null;
  #edges: ScreenEdge[] = [];
  #onSnappedToScreen: Callback | null = null;
  #onDelayedSnapInterruption: Callback | null = null;
  readonly #owner: SnapOwner;

  constructor(owner: SnapOwner) {
    this.#owner = owner;
  }

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    const enabled = requireBoolean('snapToScreen.enabled', value);
    if (enabled) this.#owner.assertSnapAllowed();
    this.#enabled = enabled;
    this.#owner.changed('snapToScreen.enabled', enabled);
  }

  /** Milliseconds to wait before snapping once the object leaves the view. */
  get delay(): number {
    return this.#delay;
  }
  set delay(value: number) {
    this.#delay = requireWholeNumberIn('snapToScreen.delay', value, { min: 0 });
    this.#owner.changed('snapToScreen.delay', value);
  }

  /** The id of the DOM element the drawables snap into; `null` for the whole screen. */
  get snapContainer(): string | null {
    return this.#snapContainer;
  }
  set snapContainer(value: string | null) {
    this.#snapContainer =
      value === null ? null : requireString('snapToScreen.snapContainer', value);
    this.#owner.changed('snapToScreen.snapContainer', this.#snapContainer);
  }

  /** Screen edges the snapped drawables align to. */
  get edges(): readonly ScreenEdge[] {
    return this.#edges;
  }
  set edges(value: readonly ScreenEdge[]) {
    this.#edges = [...requireArrayOf('snapToScreen.edges', value, isEdge, SCREEN_EDGES.join(', '))];
    this.#owner.changed('snapToScreen.edges', this.#edges);
  }

  get onSnappedToScreen(): Callback | null {
    return this.#onSnappedToScreen;
  }
  set onSnappedToScreen(value: Callback | null) {
    this.#onSnappedToScreen = requireCallback('snapToScreen.onSnappedToScreen', value);
    this.#owner.changed('snapToScreen.onSnappedToScreen', value !== null);
  }

  get onDelayedSnapInterruption(): Callback | null {
    return this.#onDelayedSnapInterruption;
  }
  set onDelayedSnapInterruption(value: Callback | null) {
    this.#onDelayedSnapInterruption = requireCallback(
      'snapToScreen.onDelayedSnapInterruption',
      value,
    );
    this.#owner.changed('snapToScreen.onDelayedSnapInterruption', value !== null);
  }

  assign(value: unknown): void {
    const parts = requireObject('snapToScreen', value);
    for (const key of [
      'delay',
      'snapContainer',
      'edges',
      'onSnappedToScreen',
      'onDelayedSnapInterruption',
      'enabled',
    ] as const) {
      if (parts[key] !== undefined) Reflect.set(this, key, parts[key]);
    }
  }

  toJSON(): Record<string, unknown> {
    return {
      enabled: this.#enabled,
      delay: this.#delay,
      snapContainer: this.#snapContainer,
      edges: this.#edges,
      onSnappedToScreen: this.#onSnappedToScreen !== null,
      onDelayedSnapInterruption: this.#onDelayedSnapInterruption !== null,
    };
  }
}
