// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { createObjectTree, DOCUMENT_LOCATION_PROMPT, MULTIPLE_OWNERS_MESSAGE } from './object-tree';

function setup(answers: Array<string | null> = []) {
  const ar = setupAR();
  const opened: string[] = [];
  const prompts: string[] = [];
  const tree = createObjectTree(document, ar.runtime, ar.simulator, ar.clock, {
    prompt: (message) => {
      prompts.push(message);
      return answers.shift() ?? null;
    },
    open: (url) => {
      opened.push(url);
      return null;
    },
    contextId: () => ar.AR.context.objectId,
  });
  document.body.replaceChildren(tree.element);
  const node = (id: number) => tree.element.querySelector<HTMLElement>(`[data-object-id="${id}"]`)!;
  const property = (id: number, key: string) =>
    node(id).querySelector<HTMLElement>(`[data-property="${key}"]`)!;
  const buttonIn = (element: Element, label: string) =>
    [...element.querySelectorAll('button')].find((b) => b.textContent === label)!;
  return { ...ar, tree, opened, prompts, node, property, buttonIn };
}

describe('Known ARchitect Objects tree', () => {
  it('lists every object as type plus (#id) and follows new objects', () => {
    const { AR, tree, clock, node } = setup();
    const summaries = () => [...tree.element.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries()).toContain(`Context (#${AR.context.objectId})`);
    const location = new AR.GeoLocation(1, 2);
    clock.tick(0);
    expect(node(location.objectId).querySelector('summary')?.textContent).toBe(
      `GeoLocation (#${location.objectId})`,
    );
    location.destroy();
    clock.tick(0);
    expect(summaries()).not.toContain(`GeoLocation (#${location.objectId})`);
  });

  it('shows plain values, references and lists of objects, and follows references', () => {
    const { AR, tree, property, node, buttonIn } = setup();
    const location = new AR.GeoLocation(1, 2);
    const label = new AR.Label('hi', 1);
    const geoObject = new AR.GeoObject(location, { drawables: { cam: [label] } });
    tree.expand(geoObject.objectId);
    tree.expand(location.objectId);
    expect(property(location.objectId, 'latitude').textContent).toBe('latitude: 1');
    const locations = property(geoObject.objectId, 'locations');
    expect(locations.textContent).toBe(`locations (1)→ GeoLocation (#${location.objectId})`);
    const cam = property(geoObject.objectId, 'cam');
    expect(cam.textContent).toContain(`→ Label (#${label.objectId})`);
    buttonIn(cam, `→ Label (#${label.objectId})`).click();
    expect(node(label.objectId).querySelector('details')?.open).toBe(true);
  });

  it('fires triggers that are set and simulates native calls', () => {
    const { AR, tree, property, node, buttonIn } = setup();
    const events: string[] = [];
    const geoObject = new AR.GeoObject(new AR.GeoLocation(0, 0), {
      onClick: () => events.push('click'),
      onEnterFieldOfVision: () => events.push('enter'),
      onExitFieldOfVision: () => events.push('exit'),
    });
    const model = new AR.Model('m.glb', { onError: (message: string) => events.push(message) });
    tree.expand(geoObject.objectId);
    tree.expand(model.objectId);
    buttonIn(property(geoObject.objectId, 'onClick'), 'onClick()').click();
    const toggle = () => buttonIn(node(geoObject.objectId), 'Toggle field of vision').click();
    toggle();
    toggle();
    buttonIn(node(model.objectId), 'Simulate load error').click();
    expect(events).toEqual(['click', 'enter', 'exit', 'Simulated error']);
    expect(property(geoObject.objectId, 'onExitFieldOfVision').dataset.kind).toBe('trigger');
    expect(property(geoObject.objectId, 'enabled').textContent).toBe('enabled: true');
  });

  it('opens URIs and HTML in a new window', () => {
    const { AR, tree, property, buttonIn, opened } = setup();
    const image = new AR.ImageResource('https://cdn.example/pin.png');
    const html = new AR.HtmlDrawable({ html: '<b>hi</b>' }, 1);
    tree.expand(image.objectId);
    tree.expand(html.objectId);
    buttonIn(property(image.objectId, 'uri'), 'https://cdn.example/pin.png').click();
    buttonIn(property(html.objectId, 'html'), 'Open HTML in new window').click();
    expect(opened).toEqual(['https://cdn.example/pin.png', '']);
  });

  it('changes the document location of an HtmlDrawable only when a URL is entered', () => {
    const { AR, tree, node, buttonIn, prompts } = setup(['', 'https://next.example']);
    const locations: string[] = [];
    const html = new AR.HtmlDrawable({ uri: 'https://start.example' }, 1, {
      onDocumentLocationChanged: (uri: string) => locations.push(uri),
    });
    tree.expand(html.objectId);
    buttonIn(node(html.objectId), 'Change document location').click();
    expect(locations).toEqual([]);
    buttonIn(node(html.objectId), 'Change document location').click();
    expect(locations).toEqual(['https://next.example']);
    expect(prompts).toEqual([DOCUMENT_LOCATION_PROMPT, DOCUMENT_LOCATION_PROMPT]);
  });

  it('asks which object was hit when a clicked drawable is attached to several', () => {
    const { AR, tree, node, buttonIn } = setup();
    const hits: number[] = [];
    const label = new AR.Label('shared', 1);
    const first = new AR.GeoObject(new AR.GeoLocation(0, 0), {
      drawables: { cam: label },
      onClick: () => hits.push(1),
    });
    const second = new AR.GeoObject(new AR.GeoLocation(0, 1), {
      drawables: { cam: label },
      onClick: () => hits.push(2),
    });
    tree.expand(label.objectId);
    buttonIn(node(label.objectId), 'Simulate click on drawable').click();
    expect(tree.chooser.hidden).toBe(false);
    expect(tree.chooser.querySelector('p')?.textContent).toBe(
      'The Drawable is attached to multiple ARObjects. Select which attached ARObject was hit with the click.',
    );
    expect(MULTIPLE_OWNERS_MESSAGE).toBe(tree.chooser.querySelector('p')?.textContent);
    const select = tree.chooser.querySelector('select')!;
    expect([...select.options].map((o) => o.text)).toEqual([
      `GeoObject (#${first.objectId})`,
      `GeoObject (#${second.objectId})`,
    ]);
    select.value = String(second.objectId);
    buttonIn(tree.chooser, 'OK').click();
    expect(hits).toEqual([2]);
    expect(tree.chooser.hidden).toBe(true);
  });

  it('clicks a drawable with a single owner directly', () => {
    const { AR, tree, node, buttonIn } = setup();
    const hits: string[] = [];
    const label = new AR.Label('mine', 1, { onClick: () => hits.push('label') });
    new AR.GeoObject(new AR.GeoLocation(0, 0), {
      drawables: { cam: label },
      onClick: () => hits.push('object'),
    });
    tree.expand(label.objectId);
    buttonIn(node(label.objectId), 'Simulate click on drawable').click();
    expect(hits).toEqual(['label', 'object']);
    expect(tree.chooser.hidden).toBe(true);
  });
});
