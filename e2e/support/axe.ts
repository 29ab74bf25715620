/**
 * Accessibility checks with axe: the page as it is, in light and in dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's CSS transitions and animations have ended (at most `timeoutMs`).
 * A colour-scheme change starts its transitions at the next frames, so it looks after two
 * frames, and again after each wave ends, until none runs.
 */
async function settled(page: Page, timeoutMs = 2_000) {
  await page.evaluate(async (timeout) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const deadline = performance.now() + timeout;
    await frame();
    await frame();
    for (;;) {
      const running = document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && timing && timing.endTime !== Infinity;
      });
      const left = deadline - performance.now();
      if (running.length === 0 || left <= 0) return;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
      await frame();
    }
  }, timeoutMs);
}

/**
 * Fails the test on any axe violation in light mode and in dark mode (then back to light).
 * The pointer is moved off first (a hovered control has its own colours), and each mode is
 * checked once its colour transitions have ended. `exclude` names what axe cannot judge, such
 * as a map's or a viewer's canvas.
 */
export async function expectAccessible(page: Page, exclude: string[] = []) {
  await page.mouse.move(1, 300);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settled(page);
    let builder = new AxeBuilder({ page });
    for (const selector of exclude) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    expect(violations, `axe in ${colorScheme} mode`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
