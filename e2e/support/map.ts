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

/** A picture of a map (a screenshot of its container), decoded to RGBA pixels. */
export interface MapPicture {
  width: number;
  height: number;
  /** RGBA bytes, row by row. */
  data: number[];
}

/**
 * Takes a picture of `map` and decodes it in the page (no request, so no content policy),
 * scaled down to at most `PICTURE_WIDTH` pixels across to keep it small.
 */
export async function mapPicture(map: Locator): Promise<MapPicture> {
  const png = (await map.screenshot()).toString('base64');
  return map.page().evaluate(
    async ({ base64, most }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scale = Math.min(1, most / bitmap.width);
      const width = Math.round(bitmap.width * scale);
      const height = Math.round(bitmap.height * scale);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      return { width, height, data: Array.from(data) };
    },
    { base64: png, most: PICTURE_WIDTH },
  );
}

const PICTURE_WIDTH = 240;

/** The colour at CSS pixel `x`, `y` of the map (pictures are taken at the device's scale). */
export function colourAt(picture: MapPicture, box: { width: number }, x: number, y: number) {
  const scale = picture.width / box.width;
  const index = (Math.round(y * scale) * picture.width + Math.round(x * scale)) * 4;
  return [picture.data[index]!, picture.data[index + 1]!, picture.data[index + 2]!] as const;
}

/** How far apart two colours are: the sum of their channels' differences. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0);
}

/** The mean brightness (0 to 255) of a picture. */
export function meanBrightness(picture: MapPicture): number {
  let sum = 0;
  for (let i = 0; i < picture.data.length; i += 4) {
    sum += 0.299 * picture.data[i]! + 0.587 * picture.data[i + 1]! + 0.114 * picture.data[i + 2]!;
  }
  return sum / (picture.data.length / 4);
}

/** The share (0 to 1) of pixels whose colour differs by more than `threshold` between pictures. */
export function differentShare(a: MapPicture, b: MapPicture, threshold = 30): number {
  let different = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const distance =
      Math.abs(a.data[i]! - b.data[i]!) +
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
      Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (distance > threshold) different += 1;
  }
  return different / (a.data.length / 4);
}
