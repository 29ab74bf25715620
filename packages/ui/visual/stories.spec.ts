import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { themes } from './site';

// Every story is shot in each theme's light palette and in dark mode (default theme): 6
// shots per story, which keeps the run near two minutes and the baselines near 15 MB on
// this machine.
const variants = [
  ...themes.map((theme) => ({ theme, mode: 'light' })),
  { theme: 'default', mode: 'dark' },
] as const;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(
  readFileSync(new URL('../../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: unknown) => void) => void;
  };
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id?: string; phase?: string };
    currentSelection?: { storyId?: string };
  };
  __visual: { rendered: number; lastId: string | null; failed: string | null; globals: string };
}

/**
 * One Storybook preview page per worker: stories are switched through Storybook's own
 * channel instead of reloading the page for every screenshot.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 667 },
        deviceScaleFactor: 1,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        // Tells Storybook to pause animations instead of waiting for them to end.
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome StorybookTestRunner',
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      const first = stories[0];
      if (!first) throw new Error('The built Storybook has no stories');
      await page.goto(`/iframe.html?id=${first.id}&viewMode=story&globals=a11y.manual:!true`);
      await page.waitForFunction(() => {
        const render = (window as unknown as Partial<PreviewWindow>).__STORYBOOK_PREVIEW__
          ?.currentRender;
        return ['completed', 'afterEach', 'finished', 'errored'].includes(render?.phase ?? '');
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Emits the switch to `storyId` with `globals`; returns the render count before it. */
function requestStory({ storyId, globals }: { storyId: string; globals: object }): number {
  const preview = window as unknown as PreviewWindow;
  const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
  if (!preview.__visual) {
    const state = {
      rendered: 0,
      lastId: null as string | null,
      failed: null as string | null,
      globals: '',
    };
    preview.__visual = state;
    channel.on('storyRendered', (id) => {
      state.rendered += 1;
      state.lastId = String(id);
    });
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException']) {
      channel.on(event, (error) => {
        state.failed = JSON.stringify(error);
      });
    }
  }
  const state = preview.__visual;
  const count = state.rendered;
  state.failed = null;
  const key = JSON.stringify(globals);
  if (state.globals !== key) {
    channel.emit('updateGlobals', { globals });
    state.globals = key;
  }
  if (preview.__STORYBOOK_PREVIEW__.currentSelection?.storyId === storyId) {
    channel.emit('forceRemount', { storyId });
  } else {
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }
  return count;
}

/** Shows `storyId` freshly rendered (play function included) with the given globals. */
async function showStory(page: Page, storyId: string, theme: string, mode: string) {
  const globals = { theme, mode, locale: 'en', a11y: { manual: true } };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const before = await page.evaluate(requestStory, { storyId, globals });
      await page.waitForFunction(
        ({ storyId, before }) => {
          const preview = window as unknown as PreviewWindow;
          const state = preview.__visual;
          if (!state) return false;
          if (state.failed) throw new Error(`Story ${storyId} failed: ${state.failed}`);
          const render = preview.__STORYBOOK_PREVIEW__.currentRender;
          return (
            state.rendered > before &&
            state.lastId === storyId &&
            render?.id === storyId &&
            ['completed', 'afterEach', 'finished'].includes(render.phase ?? '')
          );
        },
        { storyId, before },
        { timeout: 15_000, polling: 20 },
      );
      break;
    } catch (error) {
      // A story that failed its play function fails the shot; a lost page state is retried.
      if (attempt >= 2 || String(error).includes('failed:')) throw error;
    }
  }
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}

/** The area to capture: the story root plus anything it placed outside (portals, fixed layers). */
async function storyArea(page: Page) {
  return page.evaluate(() => {
    const rects: DOMRect[] = [];
    const add = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) rects.push(rect);
    };
    const root = document.getElementById('storybook-root');
    if (root) {
      add(root);
      for (const element of root.querySelectorAll('*')) {
        if (getComputedStyle(element).position === 'fixed') add(element);
      }
    }
    const storybookOwn =
      '#storybook-root, #storybook-docs, #storybook-highlights-root, script, style, [class^="sb-"]';
    for (const element of Array.from(document.body.children)) {
      if (element.matches(storybookOwn)) continue;
      add(element);
      for (const child of element.querySelectorAll('*')) add(child);
    }
    // A little room around the content keeps shadows and focus rings in the picture.
    const margin = 8;
    const top = Math.max(0, Math.min(...rects.map((rect) => rect.top)) - margin);
    const bottom = Math.min(
      document.documentElement.scrollHeight,
      Math.max(...rects.map((rect) => rect.bottom)) + margin,
    );
    return {
      x: 0,
      y: Math.floor(top),
      width: window.innerWidth,
      height: Math.max(1, Math.ceil(bottom - top)),
    };
  });
}

/** Stories grouped by component, one test per component and variant. */
const components = new Map<string, IndexEntry[]>();
for (const story of stories)
  components.set(story.title, [...(components.get(story.title) ?? []), story]);

// Variant by variant, so consecutive shots in a worker only switch the story.
for (const { theme, mode } of variants) {
  test.describe(`${theme} ${mode}`, () => {
    for (const [title, group] of components) {
      test(title, async ({ preview }) => {
        for (const story of group) {
          await test.step(story.name, async () => {
            await showStory(preview, story.id, theme, mode);
            const shot = await preview.screenshot({
              clip: await storyArea(preview),
              fullPage: true,
              animations: 'disabled',
              caret: 'hide',
            });
            expect.soft(shot).toMatchSnapshot([story.id, `${theme}-${mode}.png`]);
          });
        }
      });
    }
  });
}
