import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { cookie, startEachTestIn } from '../support/session';

startEachTestIn('en');

/** The site's default theme as the app last saved it on this device. */
const savedSiteTheme = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('citylife.preferences') ?? '{}') as { siteTheme?: string })
        .siteTheme,
  );

/** Holds the site settings' answer until `release` is called (the real answer, later). */
async function holdSettings(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/getSettings/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the site's theme setting is the theme until the visitor chooses one", async ({ page }) => {
  const html = page.locator('html');
  // The settings have arrived once the music switch (it needs the bgmusic setting) is enabled.
  const music = page.getByRole('switch', { name: 'Background music' });
  const { data } = (await (await page.request.get('/api/getSettings/theme')).json()) as {
    data: { theme: string };
  };
  expect(data.theme).toBe('default');

  await page.goto('/setting');
  await expect(music).toBeEnabled();
  await expect.poll(() => savedSiteTheme(page)).toBe(data.theme);
  await expect(page.getByLabel('Theme')).toHaveValue(data.theme);
  const siteClass = (await html.getAttribute('class')) ?? '';
  expect(await cookie(page, 'theme')).toBeUndefined();

  // A later visit paints in the default last served at once; the one served now replaces it.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('citylife.preferences') ?? '{}') as object;
    localStorage.setItem(
      'citylife.preferences',
      JSON.stringify({ ...saved, siteTheme: 'christmas' }),
    );
  });
  const release = await holdSettings(page);
  await page.reload();
  await expect(page.getByLabel('Theme')).toHaveValue('christmas');
  await expect(html).not.toHaveAttribute('class', siteClass);
  release();
  await expect(music).toBeEnabled();
  await expect(html).toHaveAttribute('class', siteClass);
  await expect(page.getByLabel('Theme')).toHaveValue(data.theme);
  expect(await cookie(page, 'theme')).toBeUndefined();
  await page.unrouteAll();

  // The visitor's choice is kept and wins over the site's setting.
  await page.getByLabel('Theme').selectOption({ label: 'Christmas' });
  await expect(html).not.toHaveAttribute('class', siteClass);
  const chosenClass = (await html.getAttribute('class')) ?? '';
  expect(await cookie(page, 'theme')).toBe('christmas');
  await page.reload();
  await expect(music).toBeEnabled();
  await expect(html).toHaveAttribute('class', chosenClass);
  await expect(page.getByLabel('Theme')).toHaveValue('christmas');
});
