import { CLICK_BEHAVIOR, type ClickBehavior } from '../core/constants';
import type { ARObject } from '../core/ar-object';
import type { Drawable } from '../core/drawables/drawable';
import type { Runtime } from '../core/runtime';

/** The DOM event that counts as a click under each `AR.context.clickBehavior`. */
export const CLICK_EVENT: Record<ClickBehavior, 'click' | 'pointerup' | 'pointerdown'> = {
  [CLICK_BEHAVIOR.CLICK]: 'click',
  [CLICK_BEHAVIOR.TOUCH_UP]: 'pointerup',
  [CLICK_BEHAVIOR.TOUCH_DOWN]: 'pointerdown',
};

/**
 * A click on a drawable goes to its onClick first (with the object it was hit on); unless
 * that returns `true`, the owning object's onClick runs; if nothing handled it, the screen
 * click trigger of the context fires.
 */
export function dispatchDrawableClick(
  runtime: Runtime,
  drawable: Drawable,
  owner: ARObject,
  contextId: number,
): void {
  if (drawable.onClick && runtime.trigger(drawable.objectId, 'onClick', owner) === true) return;
  if ((owner as { onClick?: unknown }).onClick) {
    runtime.trigger(owner.objectId, 'onClick', owner);
    return;
  }
  if (!drawable.onClick) runtime.trigger(contextId, 'onScreenClick');
}

/** Whether a click on a drawable has a taker: its own onClick or its object's. */
export function handlesClick(drawable: Drawable, owner: ARObject): boolean {
  return Boolean(drawable.onClick) || Boolean((owner as { onClick?: unknown }).onClick);
}
