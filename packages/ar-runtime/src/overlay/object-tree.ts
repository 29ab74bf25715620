import { ARObject } from '../core/ar-object';
import type { Clock } from '../core/clock';
import { Drawable } from '../core/drawables/drawable';
import { HtmlDrawable } from '../core/drawables/html-drawable';
import type { Runtime } from '../core/runtime';
import { SceneObject } from '../core/scene-object';
import { dispatchDrawableClick } from '../renderer/clicks';
import type { Simulator } from '../sim/simulator';
import { button, h } from './dom';

export const MULTIPLE_OWNERS_MESSAGE =
  'The Drawable is attached to multiple ARObjects. Select which attached ARObject was hit with the click.';
export const DOCUMENT_LOCATION_PROMPT = 'Enter the new document location:';

const LOADABLE = new Set([
  'ImageResource',
  'Model',
  'HtmlDrawable',
  'Sound',
  'VideoDrawable',
  'TargetCollectionResource',
  'Occluder',
]);
const URI_KEYS = new Set(['uri', 'url', 'src']);

export interface TreeDialogs {
  prompt(message: string): string | null;
  open(url: string): Window | null;
  contextId(): number;
}

const labelOf = (object: ARObject) => `${object.typeName} (#${object.objectId})`;

/** The "Known ARchitect Objects" tree with triggers, simulated calls and the hit chooser. */
export function createObjectTree(
  document: Document,
  runtime: Runtime,
  simulator: Simulator | undefined,
  clock: Clock,
  dialogs: TreeDialogs,
) {
  const expanded = new Set<number>();
  const list = h(document, 'ul', { role: 'tree', className: 'ade-tree' });
  const chooser = h(document, 'div', { className: 'ade-chooser', role: 'dialog', hidden: true });
  let pending: number | undefined;

  const reference = (object: ARObject) =>
    button(document, `→ ${labelOf(object)}`, () => {
      expanded.add(object.objectId);
      render();
      list
        .querySelector<HTMLElement>(`[data-object-id="${object.objectId}"] > details > summary`)
        ?.focus();
    });

  const clickDrawable = (drawable: Drawable) => {
    const owners = drawable.owners;
    if (owners.length <= 1) {
      const owner = owners[0];
      if (owner) dispatchDrawableClick(runtime, drawable, owner, dialogs.contextId());
      else runtime.trigger(drawable.objectId, 'onClick');
      return;
    }
    const select = h(document, 'select', { 'aria-label': 'Hit ARObject' });
    for (const owner of owners) {
      select.append(h(document, 'option', { value: owner.objectId, text: labelOf(owner) }));
    }
    const ok = button(document, 'OK', () => {
      const owner = owners.find((candidate) => String(candidate.objectId) === select.value);
      chooser.hidden = true;
      chooser.replaceChildren();
      if (owner) dispatchDrawableClick(runtime, drawable, owner, dialogs.contextId());
    });
    chooser.replaceChildren(h(document, 'p', { text: MULTIPLE_OWNERS_MESSAGE }), select, ok);
    chooser.hidden = false;
  };

  const valueNode = (key: string, value: unknown, owner: ARObject): HTMLElement => {
    const item = h(document, 'li', { role: 'treeitem', 'data-property': key });
    if (value instanceof ARObject) {
      item.append(`${key}: `, reference(value));
    } else if (Array.isArray(value) && value.some((entry) => entry instanceof ARObject)) {
      const inner = h(document, 'ul', { role: 'group' });
      for (const entry of value) {
        inner.append(
          h(
            document,
            'li',
            { role: 'treeitem' },
            entry instanceof ARObject ? reference(entry) : String(entry),
          ),
        );
      }
      item.append(`${key} (${value.length})`, inner);
    } else if (typeof Reflect.get(owner, key) === 'function' && typeof value === 'boolean') {
      item.append(button(document, `${key}()`, () => runtime.trigger(owner.objectId, key)));
      item.dataset.kind = 'trigger';
    } else if (key === 'html' && typeof value === 'string') {
      item.append(
        `${key}: `,
        button(document, 'Open HTML in new window', () => {
          const opened = dialogs.open('');
          opened?.document.write(value);
          opened?.document.close();
        }),
      );
    } else if (URI_KEYS.has(key) && typeof value === 'string') {
      item.append(
        `${key}: `,
        button(document, value, () => void dialogs.open(value)),
      );
      item.dataset.kind = 'uri';
    } else if (value && typeof value === 'object') {
      const inner = h(document, 'ul', { role: 'group' });
      for (const [innerKey, innerValue] of Object.entries(value)) {
        inner.append(valueNode(innerKey, innerValue, owner));
      }
      item.append(key, inner);
    } else {
      item.append(`${key}: ${value === undefined ? 'undefined' : JSON.stringify(value)}`);
    }
    return item;
  };

  const nativeCalls = (object: ARObject): HTMLElement[] => {
    const calls: HTMLElement[] = [];
    const id = object.objectId;
    if (object instanceof Drawable) {
      calls.push(button(document, 'Simulate click on drawable', () => clickDrawable(object)));
    }
    if (!simulator) return calls;
    if (LOADABLE.has(object.typeName)) {
      calls.push(button(document, 'Simulate load error', () => simulator.failResource(id)));
    }
    if (object instanceof SceneObject) {
      calls.push(
        button(document, 'Toggle field of vision', () =>
          simulator.setVisibility(id, !simulator.isVisible(id)),
        ),
      );
    }
    if (object instanceof HtmlDrawable) {
      calls.push(
        button(document, 'Change document location', () => {
          const url = dialogs.prompt(DOCUMENT_LOCATION_PROMPT);
          if (url && url.trim()) runtime.trigger(id, 'onDocumentLocationChanged', url.trim());
        }),
      );
    }
    return calls;
  };

  const objectNode = (object: ARObject): HTMLElement => {
    const details = h(document, 'details');
    details.open = expanded.has(object.objectId);
    details.addEventListener('toggle', () => {
      if (details.open) expanded.add(object.objectId);
      else expanded.delete(object.objectId);
      if (details.open && !details.querySelector('ul')) render();
    });
    const summary = h(document, 'summary', { text: labelOf(object) });
    details.append(summary);
    if (details.open) {
      const properties = h(document, 'ul', { role: 'group' });
      for (const [key, value] of Object.entries(object.describe())) {
        properties.append(valueNode(key, value, object));
      }
      const calls = nativeCalls(object);
      if (calls.length) {
        properties.append(h(document, 'li', { role: 'treeitem', 'data-kind': 'native' }, ...calls));
      }
      details.append(properties);
    }
    return h(document, 'li', { role: 'treeitem', 'data-object-id': object.objectId }, details);
  };

  function render(): void {
    const objects = [...runtime.objects.values()].filter((object) => object instanceof ARObject);
    list.replaceChildren(...objects.map(objectNode));
  }

  // Objects change often (animations): re-render at most once per turn of the clock.
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    pending = clock.setTimeout(() => {
      scheduled = false;
      render();
    }, 0);
  };
  const stops = [
    runtime.events.on('created', schedule),
    runtime.events.on('destroyed', schedule),
    runtime.events.on('changed', schedule),
  ];
  const element = h(
    document,
    'section',
    { className: 'ade-objects', 'aria-label': 'Known ARchitect Objects' },
    h(document, 'h3', { text: 'Known ARchitect Objects' }),
    list,
    chooser,
  );
  render();
  return {
    element,
    chooser,
    render,
    expand(objectId: number) {
      expanded.add(objectId);
      render();
    },
    dispose() {
      for (const stop of stops) stop();
      if (pending !== undefined) clock.clearTimeout(pending);
    },
  };
}
