import type { Drawable } from '../core/drawables/drawable';
import type { Runtime } from '../core/runtime';
import { SceneObject } from '../core/scene-object';

/** A drawable shown under a point, the object it belongs to and the element showing it. */
interface DrawableHit {
  drawable: Drawable;
  owner: SceneObject;
  element: HTMLElement;
}

/** The drawable an element shows and the object it belongs to. */
function drawableOf(
  objects: Runtime['objects'],
  element: Element,
): { drawable: Drawable; owner: SceneObject } | undefined {
  const shown = element.closest?.('[data-drawable-id]') as HTMLElement | null;
  if (!shown) return undefined;
  const drawable = objects.get(Number(shown.dataset.drawableId));
  const owner = objects.get(Number(shown.dataset.objectId));
  if (!drawable || !(owner instanceof SceneObject)) return undefined;
  return { drawable: drawable as Drawable, owner };
}

/**
 * The drawables of a runtime under the point of an event, topmost first. Every element there
 * is looked at, so a drawable that handles no click does not hide the one beneath it.
 */
export function drawablesAt(
  document: Document,
  objects: Runtime['objects'],
  event: MouseEvent,
): DrawableHit[] {
  const stack =
    typeof document.elementsFromPoint === 'function'
      ? document.elementsFromPoint(event.clientX, event.clientY)
      : [];
  const elements = stack.length > 0 ? stack : event.target ? [event.target as Element] : [];
  const hits: DrawableHit[] = [];
  const seen = new Set<Element>();
  for (const element of elements) {
    const shown = element.closest?.('[data-drawable-id]');
    if (!shown || seen.has(shown)) continue;
    seen.add(shown);
    const hit = drawableOf(objects, shown);
    if (hit) hits.push({ ...hit, element: shown as HTMLElement });
  }
  return hits;
}
