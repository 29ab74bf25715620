import { adoptStyles } from '../adopt-styles';
import { IllegalStateException } from '../core/errors';
import type { ARInstallation } from '../core/namespace';
import type { Simulator } from '../sim/simulator';
import { button, h } from './dom';
import { createLocationStore } from './location-store';
import { createLoggerPanel } from './logger-panel';
import { createObjectTree } from './object-tree';
import { Profiler } from './profiler';
import { createProfilerPanel, type ProfilerDataLoader, type ReportSink } from './profiler-panel';
import { createSettingsPanel } from './settings-panel';

const TOOLTIP_TEXT = 'Open Logger and/or ADE by pressing this button';
const TOOLTIP_MS = 3000;
const DEVELOPER_MODE_REQUIRED =
  'The developer overlay is only available in developer mode: installAR({ developerMode: true }).';

export type OverlayTab = 'Logger' | 'Profiler' | 'ADE';

export interface DeveloperOverlayOptions {
  installation: Pick<ARInstallation, 'AR' | 'runtime'>;
  /** Enables the ADE tab (Settings and the object tree). */
  simulator?: Simulator;
  /** Where the overlay is attached; the document body by default. */
  parent?: HTMLElement;
  document?: Document;
  tabs?: readonly OverlayTab[];
  /** Receives uploaded profiler reports. */
  reportSink?: ReportSink;
  /** Supplies the Profiler's data; `null` leaves it unspecified. */
  dataLoader?: ProfilerDataLoader | null;
  getStorage?: () => Storage | undefined | null;
  prompt?: (message: string) => string | null;
  alert?: (message: string) => void;
  openWindow?: (url: string) => Window | null;
}

export interface DeveloperOverlay {
  readonly root: HTMLElement;
  readonly tabs: readonly OverlayTab[];
  addTab(tab: OverlayTab): void;
  removeTab(tab: OverlayTab): void;
  open(tab?: OverlayTab): void;
  close(): void;
  readonly isOpen: boolean;
  dispose(): void;
}

const STYLE = `
.ade-root{position:fixed;z-index:2147483000;font:13px/1.4 system-ui,sans-serif;color:#111}
.ade-open{position:fixed;right:12px;bottom:12px;width:44px;height:44px;border-radius:50%;border:0;background:#222;color:#fff;font-weight:bold;cursor:pointer}
.ade-tooltip{position:fixed;right:64px;bottom:20px;background:#222;color:#fff;padding:4px 8px;border-radius:4px}
.ade-panel{position:fixed;inset:auto 8px 8px 8px;max-height:70vh;overflow:auto;background:#fafafa;border:1px solid #999;border-radius:6px;padding:8px}
.ade-tabs button[aria-selected=true]{font-weight:bold;text-decoration:underline}
.ade-row{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:4px 0}
.ade-field{display:block;margin:4px 0}
.ade-log-error{color:#b00020}.ade-log-warning{color:#8a5a00}
.ade-chooser{background:#fff;border:1px solid #999;padding:8px;margin-top:8px}
`;

/** The opt-in developer overlay, not a shopper feature: Logger, Profiler and ADE tabs. */
export function createDeveloperOverlay(options: DeveloperOverlayOptions): DeveloperOverlay {
  const { runtime } = options.installation;
  if (!runtime.developerMode) throw new IllegalStateException(DEVELOPER_MODE_REQUIRED);
  const document = options.document ?? options.parent?.ownerDocument ?? globalThis.document;
  const window = document.defaultView;
  const clock = runtime.clock;
  const prompt = options.prompt ?? ((message: string) => window?.prompt(message) ?? null);
  const alert = options.alert ?? ((message: string) => window?.alert(message));
  const openWindow =
    options.openWindow ?? ((url: string) => window?.open(url, '_blank', 'noopener') ?? null);

  const profiler = new Profiler(runtime);
  const dataLoader =
    options.dataLoader === null ? undefined : (options.dataLoader ?? (() => profiler.report()));
  const logger = createLoggerPanel(document, runtime);
  const profilerPanel = createProfilerPanel(document, runtime, dataLoader, options.reportSink);
  const ade = document.createElement('div');
  const disposers: Array<() => void> = [
    logger.dispose,
    profilerPanel.dispose,
    () => profiler.dispose(),
  ];
  if (options.simulator) {
    const store = createLocationStore(
      options.getStorage ?? (() => window?.localStorage),
      (message) => {
        console.warn(message);
        runtime.log('warning', message);
      },
    );
    const settings = createSettingsPanel(document, options.simulator, clock, store, {
      prompt,
      alert,
    });
    const tree = createObjectTree(document, runtime, options.simulator, clock, {
      prompt,
      open: openWindow,
      contextId: () => options.installation.AR.context.objectId,
    });
    ade.append(settings.element, tree.element);
    disposers.push(tree.dispose);
  }
  const panels: Record<OverlayTab, HTMLElement> = {
    Logger: logger.element,
    Profiler: profilerPanel.element,
    ADE: ade,
  };

  const root = h(document, 'div', { className: 'ade-root', 'data-ar-overlay': '' });
  disposers.push(adoptStyles(document, STYLE, root));
  const tooltip = h(document, 'div', { className: 'ade-tooltip', role: 'tooltip', hidden: true });
  tooltip.textContent = TOOLTIP_TEXT;
  const tabBar = h(document, 'div', { className: 'ade-tabs ade-row', role: 'tablist' });
  const body = h(document, 'div', { className: 'ade-body' });
  const panel = h(document, 'div', {
    className: 'ade-panel',
    role: 'dialog',
    'aria-label': 'Developer tools',
    hidden: true,
  });
  const openButton = h(document, 'button', {
    type: 'button',
    className: 'ade-open',
    'aria-label': 'Open developer tools',
    text: 'AR',
    hidden: true,
  });
  const closeButton = button(document, 'Close', () => overlay.close());
  closeButton.setAttribute('aria-label', 'Close developer tools');
  panel.append(h(document, 'div', { className: 'ade-row' }, tabBar, closeButton), body);
  root.append(openButton, tooltip, panel);
  (options.parent ?? document.body).append(root);

  const tabs: OverlayTab[] = [];
  let active: OverlayTab | undefined;
  let tooltipShown = false;

  const renderTabs = () => {
    openButton.hidden = tabs.length === 0 || !panel.hidden;
    tabBar.replaceChildren(
      ...tabs.map((tab) => {
        const tabButton = button(document, tab, () => overlay.open(tab));
        tabButton.setAttribute('role', 'tab');
        tabButton.setAttribute('aria-selected', String(tab === active));
        return tabButton;
      }),
    );
    body.replaceChildren(...(active ? [panels[active]] : []));
  };

  openButton.addEventListener('click', () => overlay.open());

  const overlay: DeveloperOverlay = {
    root,
    get tabs() {
      return [...tabs];
    },
    get isOpen() {
      return !panel.hidden;
    },
    addTab(tab) {
      if (tabs.includes(tab)) return;
      tabs.push(tab);
      if (!tooltipShown) {
        tooltipShown = true;
        tooltip.hidden = false;
        clock.setTimeout(() => (tooltip.hidden = true), TOOLTIP_MS);
      }
      renderTabs();
    },
    removeTab(tab) {
      const index = tabs.indexOf(tab);
      if (index < 0) return;
      tabs.splice(index, 1);
      if (active === tab) active = tabs[0];
      if (tabs.length === 0) overlay.close();
      renderTabs();
    },
    open(tab) {
      if (tabs.length === 0) return;
      active = tab && tabs.includes(tab) ? tab : (active ?? tabs[0]);
      panel.hidden = false;
      tooltip.hidden = true;
      if (active === 'Profiler') profilerPanel.reload();
      renderTabs();
    },
    close() {
      panel.hidden = true;
      renderTabs();
    },
    dispose() {
      for (const dispose of disposers) dispose();
      root.remove();
    },
  };

  // The Logger comes with debug mode, also when the experience turned it on before.
  disposers.push(runtime.events.on('debugMode', () => overlay.addTab('Logger')));
  if (options.installation.AR.logger.debugModeActive) overlay.addTab('Logger');
  for (const tab of options.tabs ?? (options.simulator ? (['ADE'] as const) : [])) {
    overlay.addTab(tab);
  }
  return overlay;
}
