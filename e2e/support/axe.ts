/**
 * Accessibility checks with axe: the page as it is, in light and in dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's CSS transitions and animations have ended (at most `timeoutMs`).
 * A colour-scheme change may start its transitions a moment after it is applied, so the
 * page counts as settled only once two looks 50 ms apart find none running.
 */
async function settled(page: Page, timeoutMs = 2_000) {
  await page.evaluate(async (timeout) => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const running = () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && timing && timing.endTime !== Infinity;
      });
    const deadline = performance.now() + timeout;
    let quietLooks = 0;
    while (quietLooks < 2 && performance.now() < deadline) {
      const now = running();
      quietLooks = now.length === 0 ? quietLooks + 1 : 0;
      await Promise.race([
        Promise.allSettled(now.map((animation) => animation.finished)),
        pause(Math.max(0, deadline - performance.now())),
      ]);
      await pause(50);
    }
  }, timeoutMs);
}

/**
 * Fails the test on any axe violation in light mode and in dark mode (then back to light).
 * The pointer is moved off first (a hovered control has its own colours). The checks ask for
 * reduced motion, under which the kit's colours change without a transition, so each mode is
 * judged in its own colours; animations still running are waited for. `exclude` names what
 * axe cannot judge, such as a map's or a viewer's canvas.
 */
export async function expectAccessible(page: Page, exclude: string[] = []) {
  await page.mouse.move(1, 300);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await settled(page);
    let builder = new AxeBuilder({ page });
    for (const selector of exclude) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    expect(violations, `axe in ${colorScheme} mode`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
}
