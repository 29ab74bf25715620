import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  asksFirst,
  sensorAccessModels,
  sensorPermissionRequests,
  setSensorAccess,
} from '../support/capabilities';
import { signInNewMember, startIn } from '../support/session';
import { expectMapIdle, openMapAt } from '../support/map';
import { expect, test } from '../support/test';

// Maps drawn in software take their time beside another worker (support/map.ts).
test.describe.configure({ timeout: 90_000 });

// The lab's live pages against the real server: two members chat on the real socket (the
// online count, a message from one at the other shown as plain text, a dropped connection
// that comes back and says so, a message to someone who left, a sign-out elsewhere that
// closes the chat); the map drawing makes its
// mask at the fourth click and Clear removes it; the geometry editor draws each of its four
// kinds and goes back to selecting after each.

/** Axe in light and dark mode; the map's and the viewer's canvases (WebGL pictures) left out. */
const axe = (page: Page) => expectAccessible(page, ['.maplibregl-canvas', '.psv-container canvas']);

test('two members chat on the live socket: count, plain-text messages, a dropped connection, someone who left, a sign-out', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await startIn(page, 'en');
  const pageMember = await signInNewMember(page.context(), request);
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  const violations: string[] = [];
  other.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await startIn(other, 'en');
  await signInNewMember(otherContext, request);

  // The chat runs on a websocket to the page's own origin (the policy allows it).
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/lab/chat');
  expect(new URL((await socket).url()).host).toBe(new URL(baseURL!).host);
  const count = page.getByTestId('chat-online-count');
  await expect(count).toHaveText('1 person online');

  await other.goto('/lab/chat');
  await expect(count).toHaveText('2 people online');
  const otherCount = other.getByTestId('chat-online-count');
  await expect(otherCount).toHaveText('2 people online');
  await expect(page.getByRole('list', { name: 'Online now' }).getByRole('listitem')).toHaveCount(2);

  // A message with markup arrives at the other as the very text that was typed.
  const markup = '<b>Hello</b> <img src=x onerror="document.title=1">';
  await page.getByRole('textbox', { name: 'Message' }).fill(markup);
  await page.getByRole('button', { name: 'Send' }).click();
  const otherLog = other.getByRole('log', { name: 'Messages' });
  await expect(otherLog.getByText(markup, { exact: true })).toBeVisible();
  await expect(otherLog.locator('b, img')).toHaveCount(0);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(markup)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The other's connection drops and comes back: the banner says so, the session is back.
  await otherContext.setOffline(true);
  const banner = other.getByTestId('chat-connection');
  await expect(banner).toHaveText('The connection dropped. Reconnecting…');
  await expect(count).toHaveText('1 person online');
  await otherContext.setOffline(false);
  await expect(banner).toHaveText(/^Connection restored: you are back in the chat as /);
  await expect(count).toHaveText('2 people online');
  await other.getByRole('textbox', { name: 'Message' }).fill('Back again');
  await other.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Back again')).toBeVisible();

  // A private message to the other, who then leaves: the next one says they have left.
  const sendTo = page.getByLabel('Send to');
  await expect(sendTo.getByRole('option')).toHaveCount(2);
  await sendTo.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Message' }).fill('Just for you');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(otherLog.getByText('Just for you')).toBeVisible();
  await expect(otherLog.getByText('Private, to you')).toBeVisible();
  await other.close();
  await expect(count).toHaveText('1 person online');
  await page.getByRole('textbox', { name: 'Message' }).fill('Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /has left the chat: the message was not sent\. Send it to everyone or choose someone who is online\.$/,
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you there?');
  await otherContext.close();
  await axe(page);

  // The member's session is signed out elsewhere: the server closes the chat, the page says
  // so, offers to sign in again and sends nothing more.
  const signedOut = await request.post('/user/logout/', { headers: pageMember });
  expect(signedOut.status()).toBe(200);
  await expect(page.getByTestId('chat-connection')).toContainText(
    'Your sign-in has ended, so the chat has closed.',
  );
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  expect(violations, 'Content Security Policy violations').toEqual([]);
});

/** Clicks the map at `x`, `y` pixels from its top left corner, moving there first. */
async function clickMap(page: Page, testId: string, x: number, y: number) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.click(box.x + x, box.y + y);
}

test('the map drawing makes its mask at the fourth click, not before, and Clear removes it', async ({
  page,
}) => {
  await startIn(page, 'en');
  const map = await openMapAt(page, '/lab/drawing', 'lab-mask-map');
  const status = page.getByRole('status').filter({ hasText: 'points' });
  await expect(status).toHaveText('0 of 4 points placed.');

  const corners: [number, number][] = [
    [80, 80],
    [250, 90],
    [240, 300],
    [90, 280],
  ];
  for (const [index, [x, y]] of corners.slice(0, 3).entries()) {
    await clickMap(page, 'lab-mask-map', x, y);
    await expect(status).toHaveText(`${index + 1} of 4 points placed.`);
  }
  // Three points drawn, and no mask with them.
  await expect(map).toHaveAttribute('data-points', '3');
  await expect(map).toHaveAttribute('data-mask', 'off');

  await clickMap(page, 'lab-mask-map', ...corners[3]!);
  await expect(status).toHaveText('Mask made from 4 points. Clear to draw another.');
  await expect(map).toHaveAttribute('data-mask', 'on');
  await expect(map).toHaveAttribute('data-points', '4');
  // A fifth click adds nothing.
  await clickMap(page, 'lab-mask-map', 160, 200);
  await expect(status).toHaveText('Mask made from 4 points. Clear to draw another.');

  await axe(page);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(status).toHaveText('0 of 4 points placed.');
  await expect(map).toHaveAttribute('data-mask', 'off');
  await expect(map).toHaveAttribute('data-points', '0');
});

test('the geometry editor draws a marker, a polyline, a polygon and a circle, back in select mode after each', async ({
  page,
}) => {
  await startIn(page, 'en');
  await page.goto('/lab/geometry');
  await expectMapIdle(page.getByTestId('lab-geometry-map'));
  const modes = page.getByRole('group', { name: 'Drawing mode' });
  const mode = page.getByTestId('lab-geometry-mode');
  const count = (shape: string) => page.locator(`[data-shape="${shape}"]`);
  const choose = async (name: string, shape: string) => {
    await modes.getByRole('button', { name }).click();
    await expect(mode).toHaveAttribute('data-mode', shape);
    await expect(modes.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  };
  const backToSelect = async () => {
    await expect(mode).toHaveAttribute('data-mode', 'select');
    await expect(modes.getByRole('button', { name: 'Select' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  };
  const click = (x: number, y: number) => clickMap(page, 'lab-geometry-map', x, y);

  await choose('Marker', 'marker');
  await click(60, 60);
  await expect(count('marker')).toHaveText('1');
  await backToSelect();

  await choose('Polyline', 'polyline');
  await click(60, 140);
  await expect(count('polyline')).toHaveText('0');
  await click(200, 150);
  await click(200, 150);
  await expect(count('polyline')).toHaveText('1');
  await backToSelect();

  await choose('Polygon', 'polygon');
  await click(60, 220);
  await click(160, 220);
  await click(110, 300);
  await expect(count('polygon')).toHaveText('0');
  await click(60, 220);
  await expect(count('polygon')).toHaveText('1');
  await backToSelect();

  await choose('Circle', 'circle');
  await click(250, 300);
  await click(290, 320);
  await expect(count('circle')).toHaveText('1');
  await backToSelect();
  await expect(count('marker')).toHaveText('1');
  await expect(count('polyline')).toHaveText('1');
  await expect(count('polygon')).toHaveText('1');
  await axe(page);

  await page.getByRole('button', { name: 'Clear all shapes' }).click();
  for (const shape of ['marker', 'polyline', 'polygon', 'circle']) {
    await expect(count(shape)).toHaveText('0');
  }
});

test.describe('at the scenic area', () => {
  test.use({
    geolocation: { latitude: 39.812556, longitude: 108.628734 },
    permissions: ['geolocation'],
  });

  test('the tile map, the map geolocation with its address, the marker drawing and the panorama pages', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await page.goto('/lab/tilemap');
    const tiles = page.getByTestId('lab-tile-map');
    await expect(tiles).toHaveAttribute('data-tiles', 'drawn');
    await expect(page.getByText('Zoom level 16')).toBeVisible();
    await axe(page);

    await page.goto('/lab/mapgeolocation');
    await expectMapIdle(page.getByTestId('lab-geolocation-map'));
    await page.getByRole('button', { name: 'Show my position' }).click();
    const result = page.getByTestId('lab-geolocation-result');
    await expect(result).toHaveAttribute('data-state', 'done');
    await expect(result).toContainText('鄂尔多斯市');
    await expect(result).toContainText('Latitude 39.81256, longitude 108.62873');
    await expect(page.getByRole('img', { name: 'You are here' })).toBeVisible();
    await expect(page.locator('.maplibregl-popup')).toContainText('鄂尔多斯市');
    await axe(page);

    await page.goto('/lab/drawingmarkers');
    await expectMapIdle(page.getByTestId('lab-marker-map'));
    await clickMap(page, 'lab-marker-map', 100, 100);
    await clickMap(page, 'lab-marker-map', 200, 160);
    await expect(page.getByRole('img', { name: /^Marker \d$/ })).toHaveCount(2);
    await expect(page.getByText('2 markers on the map.')).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('img', { name: /^Marker \d$/ })).toHaveCount(0);

    await page.goto('/lab/panorama');
    const viewer = page.getByRole('region', { name: '360° view: Park gate' });
    await expect(viewer).toHaveAttribute('data-state', 'ready');
    await page
      .getByRole('region', { name: 'Go on to' })
      .getByRole('button', { name: 'Swan Lake' })
      .click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Swan Lake');
    await expect(page.getByRole('region', { name: '360° view: Swan Lake' })).toHaveAttribute(
      'data-scene',
      'lake',
    );
    await axe(page);

    await axe(page);
  });
});

// The VR page asks the viewer whether motion sensors answer. A browser that asks for a tap
// offers the viewer's "turn with the device" button at once, and the tap asks for access; one
// that asks nothing is known by its first reading: none (a computer without sensors sends one
// without angles) or a real one.
for (const model of sensorAccessModels) {
  test(`the VR page with motion sensors asked for by ${model}`, async ({ page }) => {
    await startIn(page, 'en');
    await setSensorAccess(page, model);
    const turnWithDevice = page.getByTitle('Turn with the device');
    /** Sends readings until the viewer has taken one (it listens once it is made). */
    const firstReading = async (alpha: number | null, answer: 'true' | 'false') => {
      await page.goto('/lab/vuevr', { waitUntil: 'domcontentloaded' });
      await expect
        .poll(async () => {
          return page.evaluate((value) => {
            window.dispatchEvent(
              new DeviceOrientationEvent('deviceorientation', {
                alpha: value,
                beta: value === null ? null : 80,
                gamma: value === null ? null : 0,
              }),
            );
            // Unset while the viewer is still asking.
            return document.querySelector<HTMLElement>('[data-sensors]')?.dataset.sensors ?? null;
          }, alpha);
        })
        .toBe(answer);
    };
    if (asksFirst(model)) {
      await page.goto('/lab/vuevr');
    } else {
      await firstReading(null, 'false');
      await expect(page.getByText(/motion sensors did not answer/)).toBeVisible();
      await expect(turnWithDevice).toBeHidden();
      // A device whose sensors answer.
      await firstReading(10, 'true');
    }
    await expect(page.getByRole('region', { name: '360° view: Park gate' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    await expect(page.getByText(/^Motion sensors found/)).toBeVisible();
    await expect(turnWithDevice).toBeVisible();
    const refusal =
      model === 'tap, refused'
        ? page.waitForEvent('console', (message) =>
            message.text().includes('gyroscope not allowed'),
          )
        : undefined;
    await turnWithDevice.tap();
    if (asksFirst(model)) {
      await expect.poll(() => sensorPermissionRequests(page)).toBeGreaterThanOrEqual(1);
    }
    // Granted, the view turns with the device (the button shows it on); refused, it stays off.
    if (model === 'tap, refused') {
      await refusal;
      await expect(turnWithDevice).not.toHaveClass(/psv-button--active/);
    } else {
      await expect(turnWithDevice).toHaveClass(/psv-button--active/);
    }
    await axe(page);
  });
}
