import { expect, test } from '../support/test';

// The reference is read by backend developers on a desktop.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('the API reference renders offline at /api/docs', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /City Life API/ }).first()).toBeVisible();
  await page.getByText('common', { exact: true }).first().click();
  await expect(page.getByText('Read site settings by key').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('the contract itself is served at /api/openapi.yaml', async ({ request }) => {
  const response = await request.get('/api/openapi.yaml');
  expect(response.ok()).toBe(true);
  expect(await response.text()).toContain('openapi: 3.1.0');
});
