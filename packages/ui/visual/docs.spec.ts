import { readFileSync, readdirSync } from 'node:fs';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { modes, subPath, themes } from './site';

// The built docs site as designers open it from a static host under a sub-path: the
// introduction and its links, a docs page for every component (description, "When to
// use", props table, stories) and the foundation pages generated from the theme contract.

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
}

const index = JSON.parse(
  readFileSync(new URL('../../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');

const componentNames = readdirSync(new URL('../src/components/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The token pages by id part, with their titles. */
const tokenPages = {
  colour: 'Colour',
  spacing: 'Spacing',
  radius: 'Radius',
  shadow: 'Shadow',
  type: 'Type',
};

/** Records every request of the page that a static host could not answer. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the page itself cancels (a lazy chunk left behind) is not the host's failure.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') failed.push(`${reason} ${request.url()}`);
  });
  return failed;
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
}

/**
 * One preview frame per worker, opened from the sub-path as the manager embeds it; each
 * docs page is then shown through Storybook's own channel instead of loading the frame anew.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      const failed = failedRequests(page);
      await page.goto(`${subPath}iframe.html?id=introduction--docs&viewMode=docs`);
      await expect(page.locator('.sbdocs-title, .sbdocs-content h1').first()).toBeVisible({
        timeout: 30_000,
      });
      await use(page);
      expect(failed).toEqual([]);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows the docs page `id` in the worker's preview frame; `title` is its first heading. */
async function openDocs(page: Page, id: string, title: string) {
  await page.evaluate((storyId) => {
    const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
  }, id);
  const content = page.locator('.sbdocs-content').first();
  await expect(content.locator('h1').first()).toHaveText(title, { timeout: 30_000 });
  return content;
}

test('the site opens from a sub-path and its introduction links to the foundations', async ({
  page,
}) => {
  const failed = failedRequests(page);
  await page.goto(`${subPath}?path=/docs/introduction--docs`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: 'City Life kit' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(preview.getByRole('heading', { name: 'Install' })).toBeVisible();
  await expect(preview.getByText("import '@citylife/ui/styles.css';")).toBeVisible();
  await preview.getByRole('link', { name: 'Themes side by side' }).click();
  await expect(page).toHaveURL(/path=\/docs\/foundations-themes-side-by-side--docs/);
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Themes side by side' }),
  ).toBeVisible();
  expect(failed).toEqual([]);
});

for (const name of componentNames) {
  test(`${name} has a docs page with its description, usage, props and stories`, async ({
    preview,
  }) => {
    const entry = docsEntries.find((docs) => docs.title.split('/').at(-1) === name);
    expect(entry, `a docs page titled ${name}`).toBeDefined();
    const content = await openDocs(preview, entry!.id, name);
    const whenToUse = content.getByRole('heading', { level: 2, name: 'When to use' });
    await expect(whenToUse).toBeVisible();
    await expect(whenToUse.locator('xpath=following-sibling::ul[1]/li').first()).toBeVisible();
    const props = content.locator('table.docblock-argstable tbody tr');
    await expect(props.first()).toBeVisible();
    await expect(content.locator('.docs-story').first()).toBeVisible();
  });
}

/** Each theme once in each mode: the frames a generated page draws its swatches in. */
async function expectEveryThemeFrame(content: Locator) {
  const frames = content.locator('[data-theme-frame]');
  const labels = await frames.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-theme-frame')),
  );
  expect(labels.sort()).toEqual(
    themes.flatMap((theme) => modes.map((mode) => `${theme} ${mode}`)).sort(),
  );
  return frames;
}

for (const [page, title] of Object.entries(tokenPages)) {
  test(`the ${page} page shows the tokens of every theme and mode from the stylesheet`, async ({
    preview,
  }) => {
    const content = await openDocs(preview, `foundations-${page}--docs`, title);
    const frames = await expectEveryThemeFrame(content);
    const counts = await frames.evaluateAll((elements) =>
      elements.map((element) => element.querySelectorAll('[data-token]').length),
    );
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
    const values = await content
      .locator('[data-token-value]')
      .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
    expect(values.length).toBe(counts.reduce((sum, count) => sum + count, 0));
    expect(values.filter((value) => value === '')).toEqual([]);
  });
}

test('the colour page shows each palette as its theme and mode compute it', async ({ preview }) => {
  const content = await openDocs(preview, 'foundations-colour--docs', 'Colour');
  await expectEveryThemeFrame(content);
  const brand = (frame: string) =>
    content
      .locator(`[data-theme-frame="${frame}"] [data-token="color.brand"] [data-token-value]`)
      .textContent();
  const defaultLight = await brand('default light');
  expect(await brand('default dark')).not.toBe(defaultLight);
  expect(await brand('christmas light')).not.toBe(defaultLight);
  await expect(content.locator('[data-seed]').first()).toBeVisible();
});

test('the themes side by side page shows one screen in every theme and mode', async ({
  preview,
}) => {
  const content = await openDocs(
    preview,
    'foundations-themes-side-by-side--docs',
    'Themes side by side',
  );
  const frames = await expectEveryThemeFrame(content);
  for (const frame of await frames.all()) {
    await expect(frame.getByRole('heading', { name: 'Fresh vegetables' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Check out' })).toBeVisible();
    await expect(frame.getByRole('region', { name: 'Log out?' })).toBeVisible();
  }
});
