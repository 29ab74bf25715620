// `npm run bench -- standalone`: the drop-in script's size, and how fast its renderer draws
// 1,000 GeoObjects in Chromium.
//
// 1. Builds the drop-in script (packages/ar-runtime/dist) and prints its size: raw, gzip
//    and Brotli, beside the model viewer it loads only when a Model appears.
// 2. Serves a page that loads nothing but the script and a plain experience script making
//    1,000 GeoObjects, each an image (marker) and a label, spread up to ±0.1° around the
//    simulated position (fixed seed); camera off (the drawn backdrop stands in), location
//    from the simulator.
// 3. In Chromium at 375 × 740 (device scale 2) turns the view half a degree per frame and
//    records, for each frame, the renderer's work (its requestAnimationFrame callback) and
//    that work plus the style and layout it causes (forced right after), and the time
//    between frames (60 Hz headless: the median is 16.7 ms by construction).
//
// Budgets: gzipped script at most 55 KB; the renderer's frame (work plus style
// and layout) p95 at most 16.7 ms. Exits non-zero when one is missed.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { fixed, installFrameTiming, summary } from '../../../scripts/ar-bench.js';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dist = path.join(repoRoot, 'packages/ar-runtime/dist');
const SCRIPT_BUDGET_KB = 55;
const FRAME_BUDGET_MS = 16.7;
const OBJECTS = 1000;
const WARM_UP_MS = 1_000;
const MEASURE_MS = Number(process.env.AR_BENCH_MS ?? 5_000);
const TURN_PER_FRAME = 0.5;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Building the drop-in script…');
execFileSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'packages/ar-runtime/vite.standalone.config.ts',
    '--logLevel',
    'warn',
  ],
  { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
);

const script = readFileSync(path.join(dist, 'ar-runtime.js'));
const gzipped = gzipSync(script, { level: 9 }).length;
const brotli = brotliCompressSync(script, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
const modelViewer = readFileSync(path.join(dist, 'model-viewer.min.js'));
console.log('\nfile                       raw        gzip     brotli');
console.log(
  `ar-runtime.js       ${kb(script.length).padStart(11)} ${kb(gzipped).padStart(11)} ${kb(brotli).padStart(10)}   budget gzip ≤ ${SCRIPT_BUDGET_KB} KB`,
);
console.log(
  `model-viewer.min.js ${kb(statSync(path.join(dist, 'model-viewer.min.js')).size).padStart(11)} ${kb(gzipSync(modelViewer).length).padStart(11)}              (only when a Model appears)`,
);
let failed = gzipped > SCRIPT_BUDGET_KB * 1024;
if (failed) console.error(`The drop-in script is over ${SCRIPT_BUDGET_KB} KB gzipped.`);

// The experience: plain script, as someone else's would be.
const EXPERIENCE = `
var seed = 18;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  var t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
var marker = new AR.ImageResource('marker.svg');
AR.context.scene.cullingDistance = 20000;
AR.context.onLocationChanged = function (latitude, longitude) {
  if (window.benchPlaced) return;
  window.benchPlaced = true;
  for (var index = 0; index < ${OBJECTS}; index++) {
    var location = new AR.GeoLocation(
      latitude + (random() * 2 - 1) * 0.1,
      longitude + (random() * 2 - 1) * 0.1,
      100,
    );
    new AR.GeoObject(location, {
      drawables: {
        cam: [
          new AR.ImageDrawable(marker, 2.5, { verticalAnchor: AR.CONST.VERTICAL_ANCHOR.BOTTOM }),
          new AR.Label('Place number ' + (index + 1), 0.8, { translate: { y: 3 } }),
        ],
      },
    });
  }
};
`;
const MARKER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="48" viewBox="0 0 32 48">' +
  '<path d="M16 0C7 0 0 7 0 16c0 12 16 32 16 32s16-20 16-32C32 7 25 0 16 0z" fill="#e8590c"/></svg>';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AR runtime bench</title>
<script src="/ar-runtime.js" data-location="simulator" data-camera="off" data-seed="18"></script>
</head><body><script src="/experience.js"></script></body></html>`;
const files = {
  '/bench.html': ['text/html', PAGE],
  '/experience.js': ['text/javascript', EXPERIENCE],
  '/marker.svg': ['image/svg+xml', MARKER],
  '/ar-runtime.js': ['text/javascript', script],
};
const server = createServer((request, response) => {
  const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // Times the renderer's animation-frame callbacks: its work, then the style and layout
  // that work causes, forced at once.
  await context.addInitScript(installFrameTiming, { layout: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/bench.html`);
  await page.waitForFunction(() => window.benchPlaced === true, undefined, { timeout: 30_000 });
  const result = await page.evaluate(
    async ({ warmUp, duration, turn }) => {
      const { renderer } = await window.ARRuntime.standalone.ready;
      const { work, withLayout } = window.arBenchFrames;
      const intervals = await window.arBenchTurn(renderer, { warmUp, duration, turn });
      return {
        work: [...work],
        withLayout: [...withLayout],
        intervals,
        objects: window.ARRuntime.standalone.installation.runtime.objectsOfType('GeoObject').size,
        drawn: document.querySelectorAll('.ar-runtime-layer [data-ar-type="ImageDrawable"]').length,
      };
    },
    { warmUp: WARM_UP_MS, duration: MEASURE_MS, turn: TURN_PER_FRAME },
  );
  if (errors.length) throw new Error(`The bench page threw: ${errors.join('; ')}`);
  const work = summary(result.work);
  const withLayout = summary(result.withLayout);
  const intervals = summary(result.intervals);
  const missed = !(withLayout.p95 <= FRAME_BUDGET_MS);
  failed ||= missed;
  console.log(
    `\nRenderer frames over ${MEASURE_MS / 1000} s while turning, ${result.objects} GeoObjects with an image and a label, 375 px (ms; budget: work + style/layout p95 ≤ ${FRAME_BUDGET_MS})`,
  );
  console.log(
    'drawn now |  work p50    p95    p99 | +layout p50    p95    p99 | interval p50    p95 | frames',
  );
  console.log(
    `${String(result.drawn).padStart(9)} |${fixed(work.p50)}${fixed(work.p95)}${fixed(work.p99)} |   ${fixed(withLayout.p50)}${fixed(withLayout.p95)}${fixed(withLayout.p99)} |    ${fixed(intervals.p50)}${fixed(intervals.p95)} | ${String(result.work.length).padStart(6)}` +
      (missed ? '  BUDGET MISSED' : ''),
  );
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
