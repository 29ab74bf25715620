import { randomInt } from 'node:crypto';
import { envelope } from '../support/api';
import { field, signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { localesOf } from '../support/texts';
import { expect, test } from '../support/test';
import { choosePicture } from '../support/pictures';

// Classified ads against the real server, in each language: a member posts an ad with a
// picture, finds it in the latest ads and in "mine" and edits it; another member cannot edit
// it but can favourite and share it. Axe on each screen in light and dark mode.

const texts = {
  'zh-Hans': {
    categories: '分类',
    latest: '最新信息',
    post: '发布信息',
    title: '标题',
    content: '描述',
    price: '价格（元）',
    negotiable: '价格面议',
    negotiableText: '面议',
    contact: '联系人',
    mobile: '手机号码',
    publish: '发布',
    removePicture: '删除第 1 张图片',
    gallery: (title: string) => `${title}的图片`,
    mine: '我的发布',
    edit: '编辑这条信息',
    save: '保存修改',
    forbidden: '您无权编辑这条信息',
    favourite: '收藏',
    favourites: '我的收藏',
    share: '分享',
    shareTo: '分享到',
    savePicture: '保存图片',
    close: '关闭',
    reduced: '（降价）',
  },
  en: {
    categories: 'Categories',
    latest: 'Latest ads',
    post: 'Post an ad',
    title: 'Title',
    content: 'Description',
    price: 'Price (yuan)',
    negotiable: 'Price negotiable',
    negotiableText: 'Negotiable',
    contact: 'Contact name',
    mobile: 'Mobile number',
    publish: 'Publish',
    removePicture: 'Remove picture 1',
    gallery: (title: string) => `Pictures of ${title}`,
    mine: 'My ads',
    edit: 'Edit this ad',
    save: 'Save changes',
    forbidden: 'You are not authorised to edit this ad',
    favourite: 'Favourite',
    favourites: 'Favourite ads',
    share: 'Share',
    shareTo: 'Share to',
    savePicture: 'Save picture',
    close: 'Close',
    reduced: ' (reduced)',
  },
  mn: {
    categories: 'Ангилал',
    latest: 'Сүүлийн зарууд',
    post: 'Зар нийтлэх',
    title: 'Гарчиг',
    content: 'Тайлбар',
    price: 'Үнэ (юань)',
    negotiable: 'Үнэ тохиролцоно',
    negotiableText: 'Тохиролцоно',
    contact: 'Холбогдох хүний нэр',
    mobile: 'Гар утасны дугаар',
    publish: 'Нийтлэх',
    removePicture: '1-р зургийг устгах',
    gallery: (title: string) => `${title} зарын зургууд`,
    mine: 'Миний зарууд',
    edit: 'Зарыг засах',
    save: 'Өөрчлөлтийг хадгалах',
    forbidden: 'Та энэ зарыг засах эрхгүй',
    favourite: 'Дуртай',
    favourites: 'Дуртай зарууд',
    share: 'Хуваалцах',
    shareTo: 'Хуваалцах',
    savePicture: 'Зураг хадгалах',
    close: 'Хаах',
    reduced: ' (хямдарсан)',
  },
} as const;

for (const locale of localesOf(texts)) {
  const text = texts[locale];
  // Axe runs in one language; the others check the same screens speak theirs.
  const accessible = locale === 'en' ? expectAccessible : async () => {};

  test(`${locale}: a member posts an ad with a picture, finds it in "mine" and edits it; another cannot edit it but favourites it`, async ({
    page,
    browser,
    request,
  }) => {
    // Eight screens, each checked by axe in two modes in English: a long journey.
    test.setTimeout(60_000);
    await startIn(page, locale);
    const member = await signInNewMember(page.context(), request);
    // The new ad's contact fields start from the member's profile name and default address.
    for (const [call, data] of [
      [
        '/user/saveProfile/',
        {
          avatar: '',
          name: 'Сарангэрэл',
          sex: null,
          province: '',
          city: '',
          district: '',
          birthDate: null,
          occupation: '',
        },
      ],
      [
        '/user/updateAddress',
        {
          contact: 'Saran',
          phone: '13912345678',
          province: '内蒙古自治区',
          city: '鄂尔多斯市',
          district: '东胜区',
          detail: '鄂尔多斯西街 30 号',
        },
      ],
    ] as const) {
      expect((await request.post(call, { headers: member, data })).ok()).toBe(true);
    }
    const title = `Steppe bike ${randomInt(0, 1e6)}`;
    const reduced = `${title}${text.reduced}`;

    await page.goto('/classified/index');
    await expect(page.getByRole('list', { name: text.categories })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.latest })).toBeVisible();
    await accessible(page);
    await page.getByRole('link', { name: text.post }).click();
    await expect(page).toHaveURL(/\/classified\/post$/);

    await expect(field(page, text.contact)).toHaveValue('Сарангэрэл');
    await expect(field(page, text.mobile)).toHaveValue('13912345678');
    await field(page, text.title).fill(title);
    await field(page, text.price).fill('88');
    await field(page, text.content, 'textarea').fill('Barely ridden.\nPick up in Dongsheng.');
    await field(page, text.contact).fill('Saran');
    await field(page, text.mobile).fill('13800138000');
    await choosePicture(page, 'bike.png');
    await expect(page.getByRole('button', { name: text.removePicture })).toBeVisible();
    await accessible(page);
    await page.getByRole('button', { name: text.publish }).click();

    await expect(page).toHaveURL(/\/classified\/ad\/\d+$/);
    const adId = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.gallery(title) }).locator('img'),
    ).toHaveCount(1);
    await expect(page.getByText('¥88').or(page.getByText('88.00')).first()).toBeVisible();
    await accessible(page);

    // The index's latest ads lead with it.
    await page.goto('/classified/index');
    await expect(
      page.getByRole('list', { name: text.latest }).getByRole('link').first(),
    ).toContainText(title);

    await page.goto('/classified/mine');
    const mine = page.getByRole('list', { name: text.mine });
    await expect(mine.getByRole('link', { name: title })).toBeVisible();
    await accessible(page);
    await mine.getByRole('link', { name: title }).click();
    await page.getByRole('link', { name: text.edit }).click();
    await expect(page).toHaveURL(`/classified/update/${adId}`);
    await expect(field(page, text.title)).toHaveValue(title);
    await accessible(page);
    await field(page, text.title).fill(reduced);
    await page.getByRole('switch', { name: text.negotiable }).click();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(`/classified/ad/${adId}`);
    await expect(page.getByRole('heading', { name: reduced, level: 2 })).toBeVisible();
    await expect(page.getByText(text.negotiableText, { exact: true })).toBeVisible();

    // Another member: the edit form refuses, and so does the server.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await startIn(otherPage, locale);
    const otherHeaders = await signInNewMember(other, request);
    await otherPage.goto(`/classified/update/${adId}`);
    await expect(otherPage.getByText(text.forbidden)).toBeVisible();
    await accessible(otherPage);
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
    expect(
      (await envelope<{ title: string }>(await request.get(`/classified/getById/${adId}`))).title,
    ).toBe(reduced);

    // The other member favourites it; the toggle flips once the server has it.
    await otherPage.goto(`/classified/ad/${adId}`);
    const favourite = otherPage.getByRole('button', { name: text.favourite });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // Shared with the ad's own picture.
    await otherPage.getByRole('button', { name: text.share }).click();
    const sheet = otherPage.getByRole('dialog', { name: text.shareTo });
    await sheet.getByRole('button', { name: text.savePicture }).click();
    const save = otherPage.getByRole('dialog', { name: text.savePicture });
    await expect(save.getByRole('img')).toHaveAttribute('src', /\/uploads\/.*classified\/.+\.png$/);
    await save.getByRole('button', { name: text.close }).click();
    await otherPage.goto('/classified/fav');
    await expect(
      otherPage.getByRole('list', { name: text.favourites }).getByRole('link', { name: reduced }),
    ).toBeVisible();
    await accessible(otherPage);

    // Its category lists it first (the newest update leads).
    const ad = await envelope<{ categoryId: number }>(
      await request.get(`/classified/getById/${adId}`),
    );
    await otherPage.goto(`/classified/category/${ad.categoryId}`);
    await expect(otherPage.getByRole('link').filter({ hasText: reduced })).toBeVisible();
    await accessible(otherPage);
    await other.close();
  });
}
