// `npm run bench -- app`: how soon the scenic-area map shows its image tiles on a phone.
//
// 1. Builds the app and the server (`npm run build`) and starts the built server on a fresh
//    database with the seed data, as `npm start` does. MAP_BENCH_NO_BUILD=1 skips the build
//    and serves what is built (APP_DIST names another app build).
// 2. Opens /tour/map cold (a new browser context each time) in Chromium at 375 px five times
//    and reads the `map:first-tile` performance mark the page sets when maplibre has an
//    image tile of the tiles source loaded and the frame after it is rendered: the time from
//    navigation start to the first image tile on screen. Prints each run, the median and the
//    worst.
// 3. Adds up the JavaScript /tour/map loads until the network is idle (page scripts and the
//    map's worker): decoded, gzipped (level 9) and as the server sent it (its Brotli or gzip
//    copy).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { kb, median, ms, repoRoot, startServer } from './support.mjs';

const RUNS = Number(process.env.MAP_BENCH_RUNS ?? 5);
const MAP_PATH = '/tour/map';

/** One cold load: the first-tile time, and the scripts (with the worker) it loaded. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.m?js$/.test(pathname) || !response.ok()) return;
    scripts.push(response.body().then((body) => ({ url: pathname, body })));
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('map:first-tile')[0]?.startTime,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const firstTile = await handle.jsonValue();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return { firstTile, scripts: loaded };
}

/** The bytes the server sends for a file to a browser that accepts Brotli and gzip. */
async function sentSize(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : (await response.arrayBuffer()).byteLength;
}

if (process.env.MAP_BENCH_NO_BUILD) {
  console.log('Using the existing build (MAP_BENCH_NO_BUILD).');
} else {
  console.log('Building the app and the server (npm run build)…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'ignore' });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citylife-map-bench-'));
const server = await startServer(dataDir);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const runs = [];
  let scripts = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await coldLoad(browser, `${server.baseUrl}${MAP_PATH}`);
    runs.push(result.firstTile);
    if (run === 0) scripts = result.scripts;
  }
  await browser.close();

  console.log(`\n${MAP_PATH} cold at 375 px: navigation start to the first image tile drawn`);
  runs.forEach((time, index) => console.log(`  run ${index + 1}${ms(time).padStart(12)}`));
  console.log(`  median${ms(median(runs)).padStart(11)}`);
  console.log(`  worst${ms(Math.max(...runs)).padStart(12)}`);

  const files = await Promise.all(
    scripts.map(async (file) => ({
      url: file.url,
      sent: await sentSize(`${server.baseUrl}${file.url}`),
      raw: file.body.length,
      gzip: gzipSync(file.body, { level: 9 }).length,
    })),
  );
  const total = (list, key) => list.reduce((sum, file) => sum + file[key], 0);
  const worker = files.filter((file) => /worker/i.test(file.url));
  console.log(
    `\n${MAP_PATH} JavaScript until idle              files      raw       gzip   as sent`,
  );
  const row = (label, list) =>
    console.log(
      `${label.padEnd(44)}${String(list.length).padStart(5)}${kb(total(list, 'raw')).padStart(11)}${kb(total(list, 'gzip')).padStart(11)}${kb(total(list, 'sent')).padStart(10)}`,
    );
  row('  all (page scripts and map worker)', files);
  row('  of which the map worker', worker);
  if (process.env.BENCH_FILES) {
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${String(file.gzip).padStart(8)} ${file.url}`);
    }
  }
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
