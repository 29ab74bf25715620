import type { Page } from '@playwright/test';

/** A 2×2 PNG (red), the picture the tests upload. */
export const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses `PICTURE`, named `name`, in the page's file input. */
export const choosePicture = (page: Page, name: string) =>
  page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PICTURE });
