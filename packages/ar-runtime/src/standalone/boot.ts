import { adoptStyles } from '../adopt-styles';
import { createDeveloperOverlay, type DeveloperOverlay } from '../overlay/overlay';
import { createRenderer, type Renderer } from '../renderer/renderer';
import { accuracyLevel, watchDeviceLocation, type LocationWatch } from '../renderer/sensors';
import { createSeededRandom } from '../sim/random';
import { createSimulatedAR, type SimulatedAR } from '../simulated';
import { scriptModelViewerLoader } from './model-viewer-script';
import { readStandaloneOptions, type StandaloneOptions } from './options';

/** The file next to the drop-in script that defines `<model-viewer>` (Three.js inside). */
export const MODEL_VIEWER_FILE = 'model-viewer.min.js';

/**
 * The page's own HTML stays on top and keeps its clicks; wherever it has no element, the
 * AR layer beneath gets the pointer (drawable clicks, screen clicks, dragging the heading).
 */
const PAGE_STYLE = `
html, body { background: transparent !important; pointer-events: none; }
body > * { pointer-events: auto; }
.ar-runtime-layer { position: fixed; inset: 0; z-index: -1; }
`;

export interface StandaloneView {
  renderer: Renderer;
  overlay: DeveloperOverlay | undefined;
  layer: HTMLElement;
}

export interface Standalone {
  readonly installation: SimulatedAR;
  readonly options: StandaloneOptions;
  /** Where the first location came from, once it came. */
  readonly locationSource: 'browser' | 'simulator' | undefined;
  /** The renderer and overlay, attached once the document's body exists. */
  readonly ready: Promise<StandaloneView>;
  stop(): void;
}

/**
 * Runs an experience written for the SDK in a desktop or phone browser with nothing but
 * this script: installs `AR` (the simulator as host) at once, so the page's own scripts
 * find it; once the page is parsed, draws into a full-page layer beneath the page's HTML
 * and delivers the first location (the browser's when allowed in time, else the
 * simulator's), and opens the developer overlay when asked.
 */
export function bootStandalone(window: Window, script: HTMLScriptElement | null): Standalone {
  const { document } = window;
  const options = readStandaloneOptions(
    new URLSearchParams(window.location.search),
    script?.dataset ?? {},
  );
  const installation = createSimulatedAR({
    global: window,
    developerMode: options.developerOverlay,
    location: options.position,
    // The first location is delivered once the page's scripts have run (see deliverLocation).
    locationOnConnect: false,
    ...(options.seed !== undefined ? { random: createSeededRandom(options.seed) } : {}),
  });
  const { AR, runtime, simulator, clock } = installation;
  if (options.developerOverlay) AR.logger.activateDebugMode();
  for (const name of options.invalid) {
    runtime.log(
      'warning',
      `The AR runtime option ${name} was not understood; its default is used.`,
    );
  }
  const base = script?.src
    ? new URL('.', script.src).href
    : new URL('.', window.location.href).href;

  let locationSource: Standalone['locationSource'];
  let locationWatch: LocationWatch | undefined;
  let stopped = false;
  const disposers: Array<() => void> = [];

  function useSimulatorPosition(reason: string | undefined): void {
    if (locationSource || stopped) return;
    locationSource = 'simulator';
    if (reason) runtime.log('info', `${reason} The simulator's position stands in.`);
    simulator.setLocation(simulator.location);
    // The simulated user walks (drifts) from the first location on, when asked to.
    if (options.constantLocationUpdates) simulator.setConstantLocationUpdates(true);
  }

  function deliverLocation(): void {
    if (options.location === 'simulator') {
      clock.setTimeout(() => useSimulatorPosition(undefined), 0);
      return;
    }
    const timer = clock.setTimeout(
      () => useSimulatorPosition('The browser gave no position in time.'),
      options.locationTimeoutMs,
    );
    locationWatch = watchDeviceLocation(
      window.navigator.geolocation,
      clock,
      (position) => {
        clock.clearTimeout(timer);
        locationSource ??= 'browser';
        simulator.setLocation(
          {
            latitude: position.latitude,
            longitude: position.longitude,
            altitude: position.altitude ?? simulator.location.altitude,
          },
          accuracyLevel(position.accuracy),
        );
      },
      (message) => {
        clock.clearTimeout(timer);
        useSimulatorPosition(message);
      },
    );
  }

  function attach(): StandaloneView {
    disposers.push(adoptStyles(document, PAGE_STYLE, document.head));
    const layer = document.createElement('div');
    layer.className = 'ar-runtime-layer';
    document.body.prepend(layer);
    disposers.push(() => layer.remove());
    const renderer = createRenderer({
      installation,
      container: layer,
      simulator,
      useCamera: options.camera,
      useDeviceOrientation: options.orientation,
      // The first location is delivered here (browser or simulator), not by the renderer.
      useGeolocation: false,
      loadModelViewer: scriptModelViewerLoader(document, new URL(MODEL_VIEWER_FILE, base).href),
    });
    renderer.heading = options.heading;
    void renderer.start();
    disposers.push(() => renderer.stop());
    const overlay = options.developerOverlay
      ? createDeveloperOverlay({ installation, simulator, tabs: ['ADE', 'Profiler'] })
      : undefined;
    if (overlay) disposers.push(() => overlay.dispose());
    deliverLocation();
    return { renderer, overlay, layer };
  }

  // The page's scripts after this one run before DOMContentLoaded: they set the callbacks
  // (AR.context.onLocationChanged and the like) that the first answers go to.
  const ready = new Promise<StandaloneView>((resolve) => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => resolve(attach()), { once: true });
    } else {
      resolve(attach());
    }
  });

  return {
    installation,
    options,
    get locationSource() {
      return locationSource;
    },
    ready,
    stop() {
      stopped = true;
      locationWatch?.stop();
      for (const dispose of disposers.splice(0).reverse()) dispose();
      installation.uninstall();
    },
  };
}
