import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How long a map may take to settle. The maps are WebGL drawn in software (SwiftShader) on
 * the test machine, two test files at a time: a first draw there can take far longer than
 * on any phone.
 */
const MAP_SETTLE_MS = 30_000;

/** Waits until a maplibre map (its container's `data-map-state`) has drawn and settled. */
export async function expectMapIdle(map: Locator): Promise<void> {
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: MAP_SETTLE_MS });
}

/** Opens `path` and waits until the map there (test id `testId`) has settled; returns the map. */
export async function openMapAt(page: Page, path: string, testId: string): Promise<Locator> {
  await page.goto(path);
  const map = page.getByTestId(testId);
  await expectMapIdle(map);
  return map;
}
