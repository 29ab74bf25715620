// `npm run bench -- app`: what the production build costs a phone.
//
// 1. Builds the app and the server (`npm run build`) and starts the built server on a fresh
//    database with the seed data, as `npm start` does.
// 2. Opens five pages cold in Chromium at 375 px (/home, an item page, the cart of a
//    signed-in member with one line, the tour index and a tour place) and adds up the
//    JavaScript and CSS each one loads until the network is idle: the entry and its
//    preloads ("initial") plus the code-split area chunks the page then fetches. Sizes are
//    the bytes the server sends and their gzip (level 9), which is what a compressing server
//    or CDN would send. The scripts /tour/index loads are also searched for the map library.
// 3. Runs Lighthouse 12 (mobile preset: simulated slow 4G and 4x CPU slowdown) on /home, the
//    item page, /tour/index, the tour place, /event/index and /classified/index with Debian's
//    Chromium, three runs each, and reports the median scores for performance, accessibility
//    and best practices.
//
// Budgets: JS loaded for /home under 120 KB gzipped; Lighthouse performance and
// accessibility at least 95 on /home and the item page, and performance at least 98 on
// /tour/index, the tour place, /event/index and /classified/index; /tour/index loads no map
// code (maplibre lives in the map's own chunk); /home loads no lab code (the lab is a chunk
// of its own). Exits non-zero when one is missed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import {
  ITEM_ID,
  LIGHTHOUSE_RUNS,
  kb,
  measurePage,
  memberWithCart,
  ms,
  repoRoot,
  runLighthouse,
  sessionCookies,
  startServer,
} from './support.mjs';

const BUDGET_HOME_JS_GZIP = 120 * 1024;
const BUDGET_SCORE = 95;
const BUDGET_HIGH_PERFORMANCE = 98;
const TOUR_PLACE_ID = 1;

/** Whether a script is the map library: by its file name, or by code only maplibre has. */
const isMapCode = (file) =>
  /maplibre/i.test(file.url) ||
  file.body.includes('maplibre_preloaded_worker_pool') ||
  file.body.includes('maplibregl');

/** Whether a script is lab code: the lab's chunk, its page registry or a device page's texts. */
const isLabCode = (file) =>
  /\/assets\/lab-[\w-]+\.js$/.test(file.url) || /lab\.pages\.|labDevice/.test(file.body);

/** The scripts `url` loads cold until the network is idle: path and text of each. */
async function scriptsOf(browser, url, readySelector) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        body: body.toString('utf8'),
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

console.log('Building the app and the server (npm run build)…');
execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'ignore' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citylife-app-bench-'));
const server = await startServer(dataDir);
const missed = [];
try {
  const member = await memberWithCart(server.baseUrl);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const pages = [
    ['/home', `${server.baseUrl}/home`, undefined, 'nav'],
    [
      `/shoppingcart/item/${ITEM_ID}`,
      `${server.baseUrl}/shoppingcart/item/${ITEM_ID}`,
      undefined,
      '[data-testid="cart-button"]',
    ],
    [
      '/shoppingcart/cart',
      `${server.baseUrl}/shoppingcart/cart`,
      sessionCookies(server.baseUrl, member),
      'input[type="checkbox"]',
    ],
    ['/tour/index', `${server.baseUrl}/tour/index`, undefined, 'a[href^="/tour/city/"]'],
    [
      `/tour/place/${TOUR_PLACE_ID}`,
      `${server.baseUrl}/tour/place/${TOUR_PLACE_ID}`,
      undefined,
      'a[href="/tour/ar"]',
    ],
    ['/event/index', `${server.baseUrl}/event/index`, undefined, 'a[href^="/event/enroll/"]'],
    [
      '/classified/index',
      `${server.baseUrl}/classified/index`,
      undefined,
      'a[href^="/classified/category/"]',
    ],
  ];
  const sizes = [];
  let tourIndexScripts;
  let homeScripts;
  try {
    for (const [label, url, cookies, ready] of pages) {
      sizes.push([label, await measurePage(browser, url, cookies, ready)]);
    }
    tourIndexScripts = await scriptsOf(browser, pages[3][1], pages[3][3]);
    homeScripts = await scriptsOf(browser, pages[0][1], pages[0][3]);
  } finally {
    await browser.close();
  }

  console.log('\nProduction build, loaded cold at 375 px      files      raw       gzip');
  for (const [label, size] of sizes) {
    console.log(
      `${`${label}  JS (all until idle)`.padEnd(44)}${String(size.js.count).padStart(5)}${kb(size.js.raw).padStart(11)}${kb(size.js.gzip).padStart(11)}`,
    );
    console.log(
      `${`${label}  JS (initial: entry + preloads)`.padEnd(44)}${String(size.jsInitial.count).padStart(5)}${kb(size.jsInitial.raw).padStart(11)}${kb(size.jsInitial.gzip).padStart(11)}`,
    );
    console.log(
      `${`${label}  CSS`.padEnd(44)}${String(size.css.count).padStart(5)}${kb(size.css.raw).padStart(11)}${kb(size.css.gzip).padStart(11)}`,
    );
  }
  const home = sizes[0][1];
  console.log(
    `Budget: JS for /home under ${kb(BUDGET_HOME_JS_GZIP)} gzipped: ${kb(home.js.gzip)} ${home.js.gzip < BUDGET_HOME_JS_GZIP ? 'ok' : 'MISSED'}`,
  );
  if (home.js.gzip >= BUDGET_HOME_JS_GZIP) missed.push('JS for /home');
  const mapCode = tourIndexScripts.filter(isMapCode).map((file) => file.url);
  console.log(
    `Budget: /tour/index loads no map code (${tourIndexScripts.length} scripts searched): ${mapCode.length ? `MISSED (${mapCode.join(', ')})` : 'ok'}`,
  );
  if (mapCode.length) missed.push('map code loaded by /tour/index');
  const labCode = homeScripts.filter(isLabCode).map((file) => file.url);
  console.log(
    `Budget: /home loads no lab code (${homeScripts.length} scripts searched): ${labCode.length ? `MISSED (${labCode.join(', ')})` : 'ok'}`,
  );
  if (labCode.length) missed.push('lab code loaded by /home');

  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${LIGHTHOUSE_RUNS} runs`,
  );
  console.log('page                       perf  a11y  best-pr   FCP       LCP       TBT      CLS');
  const audited = [pages[0], pages[1], pages[3], pages[4], pages[5], pages[6]];
  for (const [label, url] of LIGHTHOUSE_RUNS > 0 ? audited : []) {
    const high = /^\/(tour|event|classified)\//.test(label);
    const score = await runLighthouse(url);
    console.log(
      `${label.padEnd(26)}${String(score.performance).padStart(5)}${String(score.accessibility).padStart(6)}${String(score.bestPractices).padStart(9)}${ms(score.fcp).padStart(10)}${ms(score.lcp).padStart(10)}${ms(score.tbt).padStart(9)}${score.cls.toFixed(3).padStart(9)}`,
    );
    console.log(
      `  runs (perf/a11y/best): ${score.runs.map((run) => `${run.performance}/${run.accessibility}/${run.bestPractices}`).join(', ')}`,
    );
    const failing = [...new Set(score.runs.flatMap((run) => run.failing))];
    if (failing.length) console.log(`  audits below 90 in some run: ${failing.join(', ')}`);
    if (score.performance < (high ? BUDGET_HIGH_PERFORMANCE : BUDGET_SCORE))
      missed.push(`Lighthouse performance of ${label}`);
    if (score.accessibility < BUDGET_SCORE) missed.push(`Lighthouse accessibility of ${label}`);
  }
  console.log(
    `Budget: Lighthouse performance at least ${BUDGET_SCORE} (tour, event and classified pages ${BUDGET_HIGH_PERFORMANCE}) and accessibility at least ${BUDGET_SCORE}: ${missed.some((name) => name.startsWith('Lighthouse')) ? 'MISSED' : 'ok'}`,
  );
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (missed.length) {
  console.error(`\nBudgets missed: ${missed.join('; ')}`);
  process.exit(1);
}
