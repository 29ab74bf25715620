// `npm run test:consumer` (a CI step after the build): the published packages as another
// team meets them. A project outside the repository installs the packed tarballs and
// builds a screen with plain Vite (no vanilla-extract plugin, no workspace aliases);
// `tsc` checks it against the packages' types, and refuses a wrong prop; Chromium opens it
// against the reference server and sees the kit render and every theme and mode change its
// computed colours, the typed client fill item cards and report a typed error, and the AR
// runtime's drop-in script load; and the conformance runner, installed from its tarball,
// checks the reference server (production mode, signed in with the seeded accounts)
// against the contract and passes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { freePort } from '../free-port.js';
import { createConsumerProject, repoRoot } from './project.mjs';

const THEMES = ['default', 'christmas', 'green', 'green2', 'mono'];
const started = performance.now();
const children = [];
let work;

function step(name) {
  console.log(`consumer: ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Starts a long-running command; resolves once `url` answers. */
async function serve(command, args, options, url) {
  // A group of its own: `npx` starts the command as its own child, which a signal to npx
  // alone would leave running (and holding this process open through the stderr pipe).
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    ...options,
  });
  children.push(child);
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${errors}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer: ${errors}`);
}

try {
  const consumer = createConsumerProject();
  work = consumer.work;
  step(`installed ${Object.keys(consumer.tarballs).length} tarballs in ${consumer.project}`);

  consumer.run('npx', ['tsc', '-p', 'tsconfig.json']);
  step('tsc: the screen type-checks against the packages');
  let refused = '';
  try {
    consumer.run('npx', ['tsc', '-p', 'tsconfig.wrong.json']);
  } catch (error) {
    refused = `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
  check(
    /wrong-prop\.tsx.*error TS2322/s.test(refused) && refused.includes('"purple"'),
    `tsc did not refuse the wrong prop:\n${refused}`,
  );
  step('tsc: a wrong prop is refused (TS2322, "purple")');

  consumer.run('npx', ['vite', 'build', '--logLevel', 'warn']);
  step('vite build');

  const appPort = freePort();
  const apiPort = freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citylife-consumer-data-'));
  await serve(
    process.execPath,
    ['server/dist/main.js'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: appOrigin,
      },
    },
    `${apiOrigin}/api/getSettings/cstel`,
  );
  await serve(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
    { cwd: consumer.project },
    appOrigin,
  );
  step('reference server and the built screen are up');

  check(
    consumer.run('npx', ['citylife-conformance', '--help']).includes('--base-url URL'),
    'citylife-conformance --help printed no usage',
  );
  /** The runner's JSON report; it exits with 1 when a check failed, and reports it all the same. */
  const conformanceReport = (args) => {
    try {
      return consumer.run('npx', args, { maxBuffer: 256 * 1024 * 1024 });
    } catch (error) {
      if (!error.stdout) throw error;
      return error.stdout;
    }
  };
  const conformance = JSON.parse(
    conformanceReport([
      'citylife-conformance',
      '--base-url',
      apiOrigin,
      '--json',
      '--mobile',
      '13800138000',
      '--password',
      'citylife123',
      '--admin-mobile',
      '13900139000',
      '--admin-password',
      'admin123',
    ]),
  );
  const failedChecks = conformance.results
    .filter((result) => result.result === 'fail')
    .slice(0, 10)
    .map((result) => JSON.stringify(result));
  check(
    conformance.summary.failed === 0 && conformance.summary.skipped === 0,
    `conformance: ${JSON.stringify(conformance.summary)}\n${failedChecks.join('\n')}`,
  );
  step(`conformance runner: ${JSON.stringify(conformance.summary)}`);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${appOrigin}/?api=${encodeURIComponent(apiOrigin)}`);
    await page.getByRole('heading', { name: 'Packages at work' }).waitFor();
    await page.getByLabel('Mobile').fill('13800138000');
    await page.getByLabel('City').selectOption('ordos');
    const cards = page.locator('[data-testid=items] article');
    await cards.first().waitFor();
    check((await cards.count()) > 0, 'no item cards from the server');
    await page
      .getByTestId('failure')
      .filter({ hasText: /^404: \S/ })
      .waitFor();
    await page.getByTestId('ar').filter({ hasText: 'AR runtime loaded' }).waitFor();
    // The runtime as a module: a simulated installation reports its location to AR.context.
    await page
      .getByTestId('ar-location')
      .filter({ hasText: 'AR location 39.813, 108.629' })
      .waitFor();
    step(`rendered: ${await cards.count()} item cards, a typed 404, the AR drop-in, the AR module`);

    const colours = async () =>
      page.evaluate(() => {
        const button = document.querySelector('button');
        return {
          page: getComputedStyle(document.body).backgroundColor,
          button: button ? getComputedStyle(button).backgroundColor : '',
          text: getComputedStyle(document.body).color,
        };
      });
    const seen = new Map();
    for (const theme of THEMES) {
      await page.getByLabel('Theme').selectOption(theme);
      for (const mode of ['light', 'dark']) {
        const toggle = page.getByRole('button', { name: /mode$/ });
        const current = (await toggle.innerText()) === 'Light mode' ? 'dark' : 'light';
        if (current !== mode) await toggle.click();
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        seen.set(`${theme} ${mode}`, await colours());
      }
    }
    const signature = (entry) => `${entry.page} ${entry.button} ${entry.text}`;
    const distinct = new Set([...seen.values()].map(signature));
    for (const theme of THEMES) {
      check(
        signature(seen.get(`${theme} light`)) !== signature(seen.get(`${theme} dark`)),
        `dark mode did not change the colours of ${theme}`,
      );
    }
    check(
      distinct.size === THEMES.length * 2,
      `themes and modes share colours: ${JSON.stringify(Object.fromEntries(seen))}`,
    );
    step(`${distinct.size} themes and modes, each with colours of its own`);
    check(problems.length === 0, `page errors: ${problems.join('; ')}`);
  } finally {
    await browser.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
  step('passed');
} catch (error) {
  console.error(`consumer: FAILED: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  }
  if (work && !process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}
