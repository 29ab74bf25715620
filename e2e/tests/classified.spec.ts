import { randomInt } from 'node:crypto';
import { envelope } from '../support/api';
import { field, signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

// Classified ads against the real server: a member posts an ad with a picture, finds it in
// "mine" and edits it; another member cannot edit it but can favourite it. Axe on each screen.

const texts = {
  'zh-Hans': { categories: '分类', latest: '最新信息', post: '发布信息' },
  en: { categories: 'Categories', latest: 'Latest ads', post: 'Post an ad' },
  mn: { categories: 'Ангилал', latest: 'Сүүлийн зарууд', post: 'Зар нийтлэх' },
} as const;

const en = {
  title: 'Title',
  content: 'Description',
  price: 'Price (yuan)',
  negotiable: 'Price negotiable',
  contact: 'Contact name',
  mobile: 'Mobile number',
  publish: 'Publish',
  posted: 'Your ad is published',
  edit: 'Edit this ad',
  save: 'Save changes',
  forbidden: 'You are not authorised to edit this ad',
  favourite: 'Favourite',
};

/** A 2×2 PNG (red), the picture the member uploads. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('a member posts an ad with a picture, finds it in "mine" and edits it; another cannot edit it but favourites it', async ({
  page,
  browser,
  request,
}) => {
  await startIn(page, 'en');
  await signInNewMember(page.context(), request);
  const title = `Steppe bike ${randomInt(0, 1e6)}`;

  await page.goto('/classified/index');
  await expect(page.getByRole('list', { name: texts.en.categories })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: texts.en.post }).click();
  await expect(page).toHaveURL(/\/classified\/post$/);

  await field(page, en.title).fill(title);
  await field(page, en.price).fill('88');
  await field(page, en.content, 'textarea').fill('Barely ridden.\nPick up in Dongsheng.');
  await field(page, en.contact).fill('Saran');
  await field(page, en.mobile).fill('13800138000');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bike.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  await expect(page.getByRole('button', { name: 'Remove picture 1' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en.publish }).click();

  await expect(page).toHaveURL(/\/classified\/ad\/\d+$/);
  const adId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Pictures of ${title}` }).locator('img'),
  ).toHaveCount(1);
  await expect(page.getByText('¥88').or(page.getByText('88.00')).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/classified/mine');
  const mine = page.getByRole('list', { name: 'My ads' });
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  await mine.getByRole('link', { name: title }).click();
  await page.getByRole('link', { name: en.edit }).click();
  await expect(page).toHaveURL(`/classified/update/${adId}`);
  await expect(field(page, en.title)).toHaveValue(title);
  await expectAccessible(page);
  await field(page, en.title).fill(`${title} (reduced)`);
  await page.getByRole('switch', { name: en.negotiable }).click();
  await page.getByRole('button', { name: en.save }).click();
  await expect(page).toHaveURL(`/classified/ad/${adId}`);
  await expect(page.getByRole('heading', { name: `${title} (reduced)`, level: 2 })).toBeVisible();
  await expect(page.getByText('Negotiable')).toBeVisible();

  // Another member: the edit form refuses, and so does the server.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await startIn(otherPage, 'en');
  const otherHeaders = await signInNewMember(other, request);
  await otherPage.goto(`/classified/update/${adId}`);
  await expect(otherPage.getByText(en.forbidden)).toBeVisible();
  await expectAccessible(otherPage);
  const refused = await request.post(`/classified/update/${adId}`, {
    headers: otherHeaders,
    data: {
      categoryId: 1,
      title: 'Taken over',
      content: 'x',
      contact: 'x',
      mobile: '13800138000',
      pics: [],
    },
  });
  expect(refused.status()).toBe(403);

  // The other member favourites it; the toggle flips once the server has it.
  await otherPage.goto(`/classified/ad/${adId}`);
  const favourite = otherPage.getByRole('button', { name: en.favourite });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // Shared with the ad's own picture.
  await otherPage.getByRole('button', { name: 'Share' }).click();
  const sheet = otherPage.getByRole('dialog', { name: 'Share to' });
  await sheet.getByRole('button', { name: 'Save picture' }).click();
  const save = otherPage.getByRole('dialog', { name: 'Save picture' });
  await expect(save.getByRole('img')).toHaveAttribute('src', /\/uploads\/.*classified\/.+\.png$/);
  await save.getByRole('button', { name: 'Close' }).click();
  await otherPage.goto('/classified/fav');
  await expect(
    otherPage.getByRole('list', { name: 'Favourite ads' }).getByRole('link', {
      name: `${title} (reduced)`,
    }),
  ).toBeVisible();
  await expectAccessible(otherPage);

  // Its category lists it first (the newest update leads).
  const ad = await envelope<{ categoryId: number }>(
    await request.get(`/classified/getById/${adId}`),
  );
  await otherPage.goto(`/classified/category/${ad.categoryId}`);
  await expect(otherPage.getByRole('link').filter({ hasText: `${title} (reduced)` })).toBeVisible();
  await expectAccessible(otherPage);
  await other.close();
});

for (const locale of ['zh-Hans', 'mn'] as const) {
  test(`the classified index in ${locale}`, async ({ page }) => {
    const text = texts[locale];
    await startIn(page, locale);
    await page.goto('/classified/index');
    await expect(page.getByRole('list', { name: text.categories })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.latest })).toBeVisible();
    await expect(page.getByRole('link', { name: text.post })).toBeVisible();
    await expectAccessible(page);
  });
}
