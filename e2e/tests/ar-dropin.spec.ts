import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import {
  asksFirst,
  sensorAccessModels,
  sensorPermissionRequests,
  setLocationAccess,
  setSensorAccess,
} from '../support/capabilities';
import { expect, test } from '../support/test';

// The AR runtime's drop-in script, served by the real server at /ar/ar-runtime.js, on pages
// of plain experience scripts (served here beside it, under the server's own security
// policy), in real Chromium.

/** Every documented enumeration value and constant: its path on the global AR, its value. */
const DOCUMENTED_CONSTANTS = JSON.parse(
  readFileSync(
    new URL('../../packages/ar-runtime/test/documented-constants.json', import.meta.url),
    'utf8',
  ),
) as Array<[string, unknown]>;

// A fake camera where a test grants it; refused prompts and how motion sensors are asked for
// are set by each test (support/capabilities.ts).
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
  },
});

/** Degrees of latitude per 100 m on the sphere the runtime uses. */
const HUNDRED_METRES = 100 / ((6371008.8 * Math.PI) / 180);

/** A triangle as glTF (its vertices in triangle.bin): the smallest model the viewer draws. */
const TRIANGLE = Buffer.from(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);
function triangleModel(): string {
  const positions = TRIANGLE;
  return JSON.stringify({
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    buffers: [
      {
        byteLength: positions.length,
        uri: 'triangle.bin',
      },
    ],
    bufferViews: [{ buffer: 0, byteLength: positions.length }],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: 3,
        type: 'VEC3',
        min: [0, 0, 0],
        max: [1, 1, 0],
      },
    ],
  });
}

// The experience: what someone else's index.html and scripts would be.
const EXPERIENCE = `
window.seenAtParse = { ar: typeof AR, version: AR.context.versionNumber, geoObject: typeof AR.GeoObject };
window.locations = [];
window.clicks = [];
var World = {
  north: undefined,
  locationChanged: function (latitude, longitude, altitude, accuracy) {
    window.locations.push([latitude, longitude, altitude, accuracy]);
    if (World.north) return;
    var location = new AR.GeoLocation(latitude + ${HUNDRED_METRES}, longitude, altitude);
    World.north = new AR.GeoObject(location, {
      drawables: { cam: [new AR.Circle(2, { style: { fillColor: '#FF0000' } })] },
      onClick: function () {
        window.clicks.push('north');
        return true;
      },
    });
  },
};
AR.context.onLocationChanged = World.locationChanged;
AR.context.onScreenClick = function () {
  window.clicks.push('screen');
};
document.getElementById('page-button').addEventListener('click', function () {
  window.clicks.push('page button');
});
`;

const page = (attributes: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drop-in check</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/ar/ar-runtime.js" ${attributes}></script>
</head><body>
<button id="page-button" type="button" style="position:absolute;left:8px;bottom:8px">Page button</button>
<script src="/ar/check/experience.js"></script>
</body></html>`;

/** Serves the check's page and scripts at /ar/check/ with the policy the server sends. */
async function serveCheck(
  target: Page,
  attributes: string,
  extra: Record<string, [string, string | Buffer]> = {},
): Promise<void> {
  const served = await target.request.get('/ar/ar-runtime.js');
  expect(served.ok()).toBe(true);
  const policy = served.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  const files: Record<string, [string, string | Buffer]> = {
    '/ar/check/index.html': ['text/html', page(attributes)],
    '/ar/check/experience.js': ['text/javascript', EXPERIENCE],
    '/ar/check/triangle.gltf': ['model/gltf+json', triangleModel()],
    '/ar/check/triangle.bin': ['application/octet-stream', TRIANGLE],
    ...extra,
  };
  await target.route('**/ar/check/**', (route) => {
    const file = files[new URL(route.request().url()).pathname];
    if (!file) return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: file[0],
      body: file[1],
      headers: { 'content-security-policy': policy },
    });
  });
}

function watchFailures(target: Page) {
  const failures: string[] = [];
  target.on('pageerror', (error) => failures.push(`error: ${error.message}`));
  target.on('dialog', (dialog) => {
    failures.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return failures;
}

/** The north circle's middle on screen, or undefined while it is not drawn. */
const northCircle = (target: Page) =>
  target.evaluate(() => {
    const circle = document.querySelector<HTMLElement>('.ar-runtime-layer [data-ar-type="Circle"]');
    if (!circle || circle.style.display === 'none') return undefined;
    const box = circle.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width };
  });

/** Two animation frames: what the renderer draws by then is drawn. */
const nextFrames = (target: Page) =>
  target.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** Absolute orientation readings, as a phone's compass-backed sensor sends them. */
async function orient(target: Page, reading: { alpha: number; beta: number; gamma: number }) {
  for (let index = 0; index < 30; index++) {
    await target.evaluate((values) => {
      window.dispatchEvent(
        new DeviceOrientationEvent('deviceorientationabsolute', { ...values, absolute: true }),
      );
    }, reading);
    await nextFrames(target);
  }
}

test.describe('with location granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 40.1, longitude: 116.3 } });

  test('installs AR before the page scripts, as one classic script, and the first location is the browser’s', async ({
    page: target,
  }) => {
    const failures = watchFailures(target);
    await serveCheck(target, 'data-camera="off"');
    await target.goto('/ar/check/index.html');
    await expect.poll(() => target.evaluate(() => window.locations.length)).toBeGreaterThan(0);
    expect(await target.evaluate(() => window.seenAtParse)).toEqual({
      ar: 'object',
      version: '6.1',
      geoObject: 'function',
    });
    const [first] = await target.evaluate(() => window.locations);
    expect(first?.[0]).toBeCloseTo(40.1, 6);
    expect(first?.[1]).toBeCloseTo(116.3, 6);
    expect(await target.evaluate(() => window.ARRuntime.standalone.locationSource)).toBe('browser');
    // A classic script: no module, its one global is ARRuntime.
    expect(await target.locator('script[src="/ar/ar-runtime.js"]').getAttribute('type')).toBeNull();
    expect(failures).toEqual([]);
  });
});

test.describe('with location refused', () => {
  test('the simulator’s position stands in, set by a query parameter', async ({ page: target }) => {
    await setLocationAccess(target, 'refused');
    const failures = watchFailures(target);
    await serveCheck(target, 'data-camera="off" data-position="39.9,116.4,50"');
    await target.goto('/ar/check/index.html?ar-position=39.95,116.45,60');
    await expect.poll(() => target.evaluate(() => window.locations.length)).toBeGreaterThan(0);
    const [first] = await target.evaluate(() => window.locations);
    expect(first?.slice(0, 3)).toEqual([39.95, 116.45, 60]);
    expect(await target.evaluate(() => window.ARRuntime.standalone.locationSource)).toBe(
      'simulator',
    );
    expect(failures).toEqual([]);
  });
});

test('draws an object 100 m due north centred at heading 0 and not at heading 90; the page keeps its clicks, the layer gets the rest', async ({
  page: target,
}) => {
  const failures = watchFailures(target);
  await serveCheck(target, 'data-location="simulator" data-camera="off" data-orientation="off"');
  await target.goto('/ar/check/index.html?ar-heading=0');
  await expect.poll(() => northCircle(target)).toBeDefined();
  const circle = (await northCircle(target))!;
  expect(circle.x).toBeCloseTo(375 / 2, 0);

  await target.getByRole('button', { name: 'Page button' }).click();
  await target.mouse.click(circle.x, circle.y);
  await target.mouse.click(circle.x, 700);
  await expect
    .poll(() => target.evaluate(() => window.clicks))
    .toEqual(['page button', 'north', 'screen']);

  await target.goto('/ar/check/index.html?ar-heading=90');
  await expect.poll(() => target.evaluate(() => window.locations.length)).toBeGreaterThan(0);
  await nextFrames(target);
  expect(await northCircle(target)).toBeUndefined();
  expect(
    await target.evaluate(
      () => window.ARRuntime.standalone.installation.runtime.objectsOfType('GeoObject').size,
    ),
  ).toBe(1);
  expect(failures).toEqual([]);
});

for (const model of sensorAccessModels) {
  test(`turns with the device’s absolute orientation: facing north, then east (sensors asked for by ${model})`, async ({
    page: target,
  }) => {
    await setSensorAccess(target, model);
    const failures = watchFailures(target);
    await serveCheck(target, 'data-location="simulator" data-camera="off"');
    await target.goto('/ar/check/index.html?ar-heading=180');
    await expect.poll(() => target.evaluate(() => window.locations.length)).toBeGreaterThan(0);
    // Where the browser asks, the first tap on the view asks, once.
    await target.mouse.click(20, 700);
    await target.mouse.click(20, 700);
    expect(await sensorPermissionRequests(target)).toBe(asksFirst(model) ? 1 : 0);
    const access = () =>
      target.evaluate(
        async () => (await window.ARRuntime.standalone.ready).renderer.status.orientationAccess,
      );
    await expect
      .poll(access)
      .toBe({ 'tap, granted': 'granted', 'tap, refused': 'refused', 'no asking': 'open' }[model]);
    if (model === 'tap, refused') {
      await expect
        .poll(() =>
          target.evaluate(() =>
            window.ARRuntime.standalone.installation.runtime.logs.map((entry) => entry.message),
          ),
        )
        .toContain('Motion sensors not allowed: drag to turn the view.');
      expect(failures).toEqual([]);
      return;
    }
    // A phone held upright (beta 90) facing north (alpha 0), then turned east (alpha 270:
    // alpha turns counter-clockwise), as the browser reports it, several readings each.
    await orient(target, { alpha: 0, beta: 90, gamma: 0 });
    await expect.poll(async () => (await northCircle(target))?.x).toBeCloseTo(375 / 2, 0);
    await orient(target, { alpha: 270, beta: 90, gamma: 0 });
    await expect.poll(() => northCircle(target)).toBeUndefined();
    expect(failures).toEqual([]);
  });
}

test.describe('with a fake camera', () => {
  test.use({ permissions: ['camera'] });

  test('shows the camera behind the page, the overlay when asked, and loads the model viewer only once a Model appears', async ({
    page: target,
  }) => {
    const failures = watchFailures(target);
    const modelViewerRequests: Request[] = [];
    target.on('request', (request) => {
      if (request.url().endsWith('/ar/model-viewer.min.js')) modelViewerRequests.push(request);
    });
    await serveCheck(target, 'data-location="simulator"');
    await target.goto('/ar/check/index.html?ar-dev=1');
    await expect(target.locator('.ar-runtime-layer video.ar-camera')).toBeVisible();
    await expect
      .poll(() =>
        target.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('.ar-runtime-layer video');
          return (video?.videoWidth ?? 0) > 0 && !video?.paused;
        }),
      )
      .toBe(true);
    await expect(target.getByRole('button', { name: 'Open developer tools' })).toBeVisible();
    await expect.poll(() => northCircle(target)).toBeDefined();
    expect(modelViewerRequests).toEqual([]);
    expect(await target.evaluate(() => customElements.get('model-viewer'))).toBeUndefined();

    await target.evaluate(() => {
      const { AR } = window as unknown as { AR: ARGlobal };
      const user = window.locations[0]!;
      new AR.GeoObject(new AR.GeoLocation(user[0] + 0.0002, user[1], user[2]), {
        drawables: {
          cam: [new AR.Model('/ar/check/triangle.gltf', { scale: { x: 3, y: 3, z: 3 } })],
        },
      });
    });
    await expect.poll(() => modelViewerRequests.length).toBe(1);
    await expect
      .poll(() => target.evaluate(() => customElements.get('model-viewer') !== undefined))
      .toBe(true);
    await expect(target.locator('.ar-runtime-layer model-viewer')).toHaveCount(1);
    expect(failures).toEqual([]);
  });
});

test('every documented enumeration value and constant is defined where the SDK places it', async ({
  page: target,
}) => {
  const failures = watchFailures(target);
  await serveCheck(target, 'data-location="simulator" data-camera="off"');
  await target.goto('/ar/check/index.html');
  await expect.poll(() => target.evaluate(() => window.locations.length)).toBeGreaterThan(0);
  const wrong = await target.evaluate(
    (table) => {
      const valueAt = (path: string) =>
        path
          .split('.')
          .reduce<unknown>(
            (value, key) =>
              value === null || value === undefined
                ? undefined
                : (value as Record<string, unknown>)[key],
            window,
          );
      return table
        .filter(([path, value]) => valueAt(path) !== value)
        .map(([path]) => `${path} is ${String(valueAt(path))}`);
    },
    DOCUMENTED_CONSTANTS as Array<[string, unknown]>,
  );
  expect(wrong).toEqual([]);
  expect(failures).toEqual([]);
});

test("an error thrown by an experience's callback reaches the page as an uncaught error, and the Logger", async ({
  page: target,
}) => {
  const uncaught: string[] = [];
  target.on('pageerror', (error) => uncaught.push(error.message));
  const throwing = `
AR.context.onLocationChanged = function () {
  throw new TypeError('World.places is not iterable');
};
`;
  await serveCheck(target, 'data-location="simulator" data-camera="off"', {
    '/ar/check/throws.html': [
      'text/html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Throws</title>
<script src="/ar/ar-runtime.js"></script></head><body>
<script src="/ar/check/throws.js"></script></body></html>`,
    ],
    '/ar/check/throws.js': ['text/javascript', throwing],
  });
  await target.goto('/ar/check/throws.html?ar-dev=1');
  await expect.poll(() => uncaught).toContain('World.places is not iterable');
  expect(
    await target.evaluate(() =>
      window.ARRuntime.standalone.installation.runtime.logs.map((entry) => entry.message),
    ),
  ).toContain('Context.onLocationChanged threw: World.places is not iterable');
  await target.getByRole('button', { name: 'Open developer tools' }).click();
  await target.getByRole('tab', { name: 'Logger' }).click();
  await expect(
    target.getByText('Context.onLocationChanged threw: World.places is not iterable').first(),
  ).toBeVisible();
});

test('a .wt3 model is drawn from the glTF file beside it, and is a placeholder where there is none', async ({
  page: target,
}) => {
  const failures = watchFailures(target);
  await serveCheck(target, 'data-location="simulator" data-camera="off" data-orientation="off"');
  await target.goto('/ar/check/index.html?ar-heading=0');
  await expect.poll(() => target.evaluate(() => window.locations.length)).toBeGreaterThan(0);
  await target.evaluate(() => {
    const { AR } = window as unknown as { AR: ARGlobal };
    const user = window.locations[0]!;
    new AR.GeoObject(new AR.GeoLocation(user[0] + 0.0002, user[1] - 0.0001, user[2]), {
      drawables: { cam: [new AR.Model('car.wt3', { scale: { x: 3, y: 3, z: 3 } })] },
    });
    new AR.GeoObject(new AR.GeoLocation(user[0] + 0.0002, user[1] + 0.0001, user[2]), {
      drawables: { cam: [new AR.Model('triangle.wt3', { scale: { x: 3, y: 3, z: 3 } })] },
    });
  });
  const placeholder = target.locator('.ar-runtime-layer .ar-model-placeholder');
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveText('car.wt3');
  const box = (await placeholder.boundingBox())!;
  expect(box.width).toBeGreaterThan(10);
  expect(box.x + box.width / 2).toBeLessThan(375 / 2);
  await expect(target.locator('.ar-runtime-layer model-viewer')).toHaveCount(1);
  expect(await target.locator('.ar-runtime-layer model-viewer').getAttribute('src')).toMatch(
    /\/ar\/check\/triangle\.gltf$/,
  );
  const warnings = await target.evaluate(() =>
    window.ARRuntime.standalone.installation.runtime.logs
      .filter((entry) => entry.level === 'warning')
      .map((entry) => entry.message),
  );
  expect(warnings).toEqual(
    expect.arrayContaining([
      expect.stringContaining('Model car.wt3: the browser renderer cannot draw .wt3 models'),
      expect.stringContaining(
        'Model triangle.wt3: the browser renderer cannot draw .wt3 models; drawing',
      ),
    ]),
  );
  expect(failures).toEqual([]);
});

test('the drop-in script is plain ASCII and reads right on a page that declares no charset', async ({
  page: target,
}) => {
  const failures = watchFailures(target);
  const served = await target.request.get('/ar/ar-runtime.js');
  const bytes = await served.body();
  const beyond = bytes.findIndex((byte) => byte > 0x7f);
  expect(beyond, `byte ${beyond}: ${bytes.subarray(Math.max(0, beyond - 30), beyond + 5)}`).toBe(
    -1,
  );
  // As another site would serve a copy: no charset anywhere, neither page nor script.
  const label =
    "new AR.GeoObject(new AR.GeoLocation(39.8134, 108.628734, 100), { drawables: { cam: [new AR.Label('\\u5317\\u95e8 \\u00b7 \\u041e\\u043f\\u0435\\u0440\\u0430', 1)] } });";
  await serveCheck(target, '', {
    '/ar/check/plain.html': [
      'text/html',
      Buffer.from(`<!doctype html><html><head><title>No charset</title>
<script src="/ar/check/copy/ar-runtime.js" data-location="simulator" data-camera="off" data-orientation="off" data-position="39.812556,108.628734,100"></script>
</head><body><script src="/ar/check/label.js"></script></body></html>`),
    ],
    '/ar/check/copy/ar-runtime.js': ['text/javascript', bytes],
    '/ar/check/label.js': ['text/javascript', Buffer.from(label)],
  });
  await target.goto('/ar/check/plain.html?ar-heading=0');
  expect(await target.evaluate(() => document.characterSet)).not.toBe('UTF-8');
  await expect(target.locator('.ar-runtime-layer .ar-heading')).toHaveText('0°');
  await expect(target.locator('.ar-runtime-layer .ar-label')).toHaveText('北门 · Опера');
  expect(failures).toEqual([]);
});

interface ARGlobal {
  GeoObject: new (location: unknown, options: unknown) => unknown;
  GeoLocation: new (latitude: number, longitude: number, altitude: number) => unknown;
  Model: new (uri: string, options: unknown) => unknown;
}

declare global {
  interface Window {
    seenAtParse: unknown;
    locations: Array<[number, number, number, number]>;
    clicks: string[];
    ARRuntime: {
      standalone: {
        locationSource: string | undefined;
        ready: Promise<{ renderer: { status: { orientationAccess: string | undefined } } }>;
        installation: {
          runtime: {
            objectsOfType(type: string): ReadonlySet<unknown>;
            logs: Array<{ level: string; message: string }>;
          };
        };
      };
    };
  }
}
