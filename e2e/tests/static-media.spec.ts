import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { startEachTestIn } from '../support/session';

startEachTestIn('en');

interface MediaSettings {
  bgmusic: string;
  csqr: string;
  cstel: string;
}

test('the background music is a ten-second MP3 loop the browser decodes', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/getSettings/bgmusic')).json()) as {
    data: MediaSettings;
  };
  const response = await request.get(data.bgmusic);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/mpeg');
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const bytes = await response.body();
  // An MPEG-1 Layer III frame header (sync word, no CRC) opens the file.
  expect(bytes[0]).toBe(0xff);
  expect(bytes[1]! & 0xfe).toBe(0xfa);
  expect(bytes.length).toBeLessThan(150 * 1024);

  await page.goto('/wip');
  const decoded = await page.evaluate(async (url) => {
    const file = await (await fetch(url)).arrayBuffer();
    const context = new OfflineAudioContext(1, 44_100, 44_100);
    const buffer = await context.decodeAudioData(file);
    const samples = buffer.getChannelData(0);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    return { length: buffer.length, peak };
  }, data.bgmusic);
  // Exactly ten seconds: the encoder's delay and padding are trimmed, so the loop has no gap.
  expect(decoded.length).toBe(441_000);
  expect(decoded.peak).toBeGreaterThan(0.3);
  expect(decoded.peak).toBeLessThan(1);
});

test('the about page shows the customer-service QR code', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/getSettings/csqr,cstel')).json()) as {
    data: MediaSettings;
  };
  const response = await request.get(data.csqr);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');

  await page.goto('/about');
  const figure = page.getByRole('figure', { name: 'Scan to call customer service' });
  const qr = figure.locator('img');
  await expect(qr).toHaveAttribute('src', data.csqr);
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('definition').filter({ hasText: data.cstel })).toBeVisible();
  await expectAccessible(page);
});
