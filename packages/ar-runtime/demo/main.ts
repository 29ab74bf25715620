import {
  createDeveloperOverlay,
  createRenderer,
  createSeededRandom,
  createSimulatedAR,
} from '../src/index';

// Boots the runtime the way a hosting page would: the simulator stands in for the native
// host, the renderer draws into #ar-view, the developer overlay is on unless ?dev=0.
const params = new URLSearchParams(location.search);
const seed = params.get('seed');
if (seed !== null) Math.random = createSeededRandom(Number(seed));
const developerMode = params.get('dev') !== '0';

const installation = createSimulatedAR({
  global: window,
  developerMode,
  location: { latitude: 39.812556, longitude: 108.628734, altitude: 100 },
});

const messages = document.getElementById('host-messages');
installation.simulator.onHostRequest((request) => {
  if (messages) messages.textContent = `${request.type} ${JSON.stringify(request.values)}`;
});

const container = document.getElementById('ar-view');
if (!container) throw new Error('#ar-view is missing');
const renderer = createRenderer({ installation, container, simulator: installation.simulator });
void renderer.start();

if (developerMode) {
  const overlay = createDeveloperOverlay({
    installation,
    simulator: installation.simulator,
    tabs: ['ADE', 'Profiler'],
    reportSink: (report) => console.info('Profiler report', report),
  });
  installation.AR.logger.activateDebugMode();
  Object.assign(window, { arDemo: { installation, renderer, overlay } });
}

await import('./experience');
