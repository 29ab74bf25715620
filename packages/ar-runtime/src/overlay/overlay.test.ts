// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IllegalStateException } from '../core/errors';
import { setupAR, thrown } from '../../test/setup-ar';
import { createDeveloperOverlay, type DeveloperOverlayOptions } from './overlay';

afterEach(() => {
  document.body.innerHTML = '';
});

const openButton = () =>
  document.querySelector<HTMLButtonElement>('button[aria-label="Open developer tools"]')!;
const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]')!;

function setup(options: Partial<DeveloperOverlayOptions> = {}) {
  const ar = setupAR({ developerMode: true });
  const overlay = createDeveloperOverlay({ installation: ar, tabs: [], ...options });
  return { ...ar, overlay };
}

describe('developer overlay', () => {
  it('exists only in developer mode', () => {
    const ar = setupAR();
    const error = thrown(() => createDeveloperOverlay({ installation: ar }));
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe(
      'The developer overlay is only available in developer mode: installAR({ developerMode: true }).',
    );
  });

  it('shows the corner button only while at least one tab exists', () => {
    const { overlay } = setup();
    expect(openButton().hidden).toBe(true);
    overlay.addTab('Profiler');
    expect(openButton().hidden).toBe(false);
    overlay.removeTab('Profiler');
    expect(openButton().hidden).toBe(true);
    overlay.open();
    expect(overlay.isOpen).toBe(false);
  });

  it('shows the tooltip for 3 s when the first tab is added, and only then', () => {
    const { overlay, clock } = setup();
    expect(tooltip().hidden).toBe(true);
    overlay.addTab('Logger');
    expect(tooltip().hidden).toBe(false);
    expect(tooltip().textContent).toBe('Open Logger and/or ADE by pressing this button');
    clock.tick(2999);
    expect(tooltip().hidden).toBe(false);
    clock.tick(1);
    expect(tooltip().hidden).toBe(true);
    overlay.addTab('Profiler');
    expect(tooltip().hidden).toBe(true);
  });

  it('opens with the button, switches tabs and closes', () => {
    const { overlay } = setup({ tabs: ['Logger', 'Profiler'] });
    openButton().click();
    expect(overlay.isOpen).toBe(true);
    expect(openButton().hidden).toBe(true);
    expect(document.querySelector('section[aria-label="Logger"]')).not.toBeNull();
    const profilerTab = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (tab) => tab.textContent === 'Profiler',
    )!;
    profilerTab.click();
    const selected = document.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected?.textContent).toBe('Profiler');
    expect(document.querySelector('section[aria-label="Profiler"]')).not.toBeNull();
    document
      .querySelector<HTMLButtonElement>('button[aria-label="Close developer tools"]')!
      .click();
    expect(overlay.isOpen).toBe(false);
    expect(openButton().hidden).toBe(false);
  });

  it('adds the Logger tab when the experience activates the debug mode', () => {
    const { overlay, AR } = setup();
    AR.logger.activateDebugMode();
    expect(overlay.tabs).toEqual(['Logger']);
  });

  it('has the Logger tab when the debug mode was activated before it was created', () => {
    const ar = setupAR({ developerMode: true });
    ar.AR.logger.activateDebugMode();
    const overlay = createDeveloperOverlay({ installation: ar, tabs: ['ADE', 'Profiler'] });
    expect(overlay.tabs).toEqual(['Logger', 'ADE', 'Profiler']);
  });

  it('offers the ADE tab by default when a simulator is given, and can be removed', () => {
    const ar = setupAR({ developerMode: true });
    const overlay = createDeveloperOverlay({ installation: ar, simulator: ar.simulator });
    expect(overlay.tabs).toEqual(['ADE']);
    overlay.dispose();
    expect(document.querySelector('[data-ar-overlay]')).toBeNull();
  });

  it('styles itself with a style element where the document cannot adopt style sheets', () => {
    const { overlay } = setup();
    expect(overlay.root.querySelector('style')?.textContent).toContain('.ade-root');
  });

  it('adopts a constructed style sheet where it can (no inline style element) and drops it on dispose', () => {
    class FakeSheet {
      text = '';
      replaceSync(text: string) {
        this.text = text;
      }
    }
    const own = { text: 'page' };
    Object.defineProperty(window, 'CSSStyleSheet', { configurable: true, value: FakeSheet });
    Object.defineProperty(document, 'adoptedStyleSheets', {
      configurable: true,
      writable: true,
      value: [own],
    });
    try {
      const { overlay } = setup();
      const adopted = () =>
        (document as unknown as { adoptedStyleSheets: FakeSheet[] }).adoptedStyleSheets;
      expect(overlay.root.querySelector('style')).toBeNull();
      expect(adopted()).toHaveLength(2);
      expect(adopted()[1]!.text).toContain('.ade-root');
      overlay.dispose();
      expect(adopted()).toEqual([own]);
    } finally {
      Reflect.deleteProperty(window, 'CSSStyleSheet');
      Reflect.deleteProperty(document, 'adoptedStyleSheets');
    }
  });
});
