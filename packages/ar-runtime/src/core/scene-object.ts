import { ARObject, defineCallbacks, type Options } from './ar-object';
import { DrawableSet, type DrawableSlot } from './drawable-set';
import type { Drawable } from './drawables/drawable';
import { defineProperties, describeProperties } from './properties';
import { requireBoolean, requireObject, requireWholeNumber } from './validate';

/**
 * What the SDK calls an ARObject: something placed in the scene that carries drawables
 * (GeoObject, trackables, Positionable).
 */
export abstract class SceneObject extends ARObject {
  static override typeName = 'SceneObject';
  #visible = false;
  readonly #drawables: DrawableSet;
  declare onClick: ((object?: SceneObject) => unknown) | null;
  declare onEnterFieldOfVision: ((targetName?: string) => unknown) | null;
  declare onExitFieldOfVision: ((targetName?: string) => unknown) | null;

  constructor(options: Options, slots: readonly DrawableSlot[]) {
    super();
    this.#drawables = new DrawableSet(this, slots);
    this.applyOptions(options, [
      'enabled',
      'renderingOrder',
      'drawables',
      ...ARObject.callbackKeys(SceneObject),
    ]);
  }

  declare enabled: boolean;
  /** Objects with a higher rendering order are drawn on top. */
  declare renderingOrder: number;

  get drawables(): DrawableSet {
    return this.#drawables;
  }
  set drawables(value: Partial<Record<DrawableSlot, Drawable | readonly Drawable[]>>) {
    this.#drawables.assign(requireObject('drawables', value));
  }

  /** Whether the object is in the field of vision. */
  isVisible(): boolean {
    return this.#visible;
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...describeProperties(this, SceneObject),
      drawables: this.#drawables.toJSON(),
    };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onEnterFieldOfVision') {
      if (this.#visible) return undefined;
      this.#visible = true;
    }
    if (trigger === 'onExitFieldOfVision') {
      if (!this.#visible) return undefined;
      this.#visible = false;
    }
    return super.receiveTrigger(trigger, args);
  }

  protected override onDestroy(): void {
    for (const drawable of this.#drawables.all()) drawable.detachFrom(this);
  }
}
defineCallbacks(SceneObject, ['onClick', 'onEnterFieldOfVision', 'onExitFieldOfVision']);
defineProperties(SceneObject, {
  enabled: { initial: true, validate: requireBoolean },
  renderingOrder: { initial: 0, validate: requireWholeNumber },
});
