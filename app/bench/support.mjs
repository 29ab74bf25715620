// Shared by the app's benchmarks: the built server on a fresh database, a signed-in member,
// page weights measured in Chromium, and Lighthouse runs.
import { spawn } from 'node:child_process';
import { createHash, randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { freePort } from '../../scripts/free-port.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO = { mobile: '13800138000', password: 'citylife123' };
export const ITEM_ID = 1;

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startServer(dataDir) {
  const port = freePort();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    // Development mode: the bench signs in with a challenge solved by the development calls.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CITYLIFE_MODE: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // However this script ends (budget missed, Ctrl-C, a closed pipe), the server goes too.
  process.on('exit', () => child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => process.exit(130));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/getSettings/cstel`, 60_000);
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

/** Calls the API and unwraps its envelope. */
export async function api(baseUrl, method, route, { body, headers } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${method} ${route}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Signs the demo member in and puts one unit of the item in their cart. */
export async function memberWithCart(baseUrl) {
  const trackId = `bench${randomInt(0, 1e9)}`;
  // A challenge for the account; the dev API then tells its solution.
  await api(baseUrl, 'GET', `/captcha/refresh/${trackId}/?account=${DEMO.mobile}`);
  const { answer } = await api(baseUrl, 'GET', `/dev/captcha/${trackId}`);
  const signIn = await api(baseUrl, 'POST', '/user/auth2/', {
    body: {
      email: DEMO.mobile,
      password: createHash('sha256').update(DEMO.password).digest('hex'),
      captchainput: answer,
      sessionId: trackId,
    },
  });
  const headers = { token: signIn.token, user: String(signIn.user.id) };
  const stocks = await api(baseUrl, 'GET', `/item/stocksOf/${ITEM_ID}`);
  const stock = stocks.find((entry) => entry.qty > 0);
  if (!stock) throw new Error(`item ${ITEM_ID} has no stock to put in the cart`);
  const sku = Object.fromEntries(
    Object.entries(stock).filter(([name]) => !['id', 'qty', 'price'].includes(name)),
  );
  await api(baseUrl, 'POST', `/shoppingcart/add/${ITEM_ID}/1`, { body: { sku }, headers });
  return { trackId, ...signIn };
}

/** The cookies the app keeps for a signed-in member: login status, token, track id, user info. */
export function sessionCookies(baseUrl, member) {
  const cookie = (name, value) => ({ name, value: encodeURIComponent(value), url: baseUrl });
  return [
    cookie('login_status', '1'),
    cookie('token', member.token),
    cookie('track_id', member.trackId),
    cookie('user_info', JSON.stringify(member.user)),
  ];
}

/** Opens `url` cold and sums the JS and CSS it loads until the network is idle. */
export async function measurePage(browser, url, cookies, readySelector) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        kind: type === 'script' ? 'js' : 'css',
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const html = await page.content();
  await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(files);
  await context.close();
  // The entry script and the preloads/stylesheets named in index.html are the initial load.
  const initialPaths = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]),
  );
  const sum = (list) => ({
    count: list.length,
    raw: list.reduce((total, file) => total + file.raw, 0),
    gzip: list.reduce((total, file) => total + file.gzip, 0),
  });
  const of = (kind, initial) =>
    sum(
      loaded.filter(
        (file) =>
          file.kind === kind && (initial === undefined || initialPaths.has(file.url) === initial),
      ),
    );
  if (process.env.BENCH_FILES) {
    console.log(`\n${url}`);
    for (const file of [...loaded].sort((a, b) => b.gzip - a.gzip)) {
      const mark = initialPaths.has(file.url) ? 'initial' : 'later';
      console.log(`  ${String(file.gzip).padStart(7)} ${mark.padEnd(8)} ${file.url}`);
    }
  }
  return {
    js: of('js'),
    jsInitial: of('js', true),
    css: of('css'),
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function runLighthouse(url) {
  const chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const runs = [];
    let retried = 0;
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      // A trace Lighthouse failed to record ("Please run Lighthouse again") is run again,
      // twice at most per page; any other failure ends the benchmark.
      if (runtimeError?.code === 'NO_NAVSTART' && retried < 2) {
        retried += 1;
        console.log(`  (Lighthouse could not record the trace of ${url}; running it again)`);
        run -= 1;
        continue;
      }
      if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
          )
          .map((audit) => audit.id),
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      runs,
    };
  } finally {
    await chrome.kill();
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
