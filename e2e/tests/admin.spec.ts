import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import type { E2eServer } from '../support/server';
import { expect, serverOfTheWorker, test as base } from '../support/test';
import { envelope, headers, type Account, type Caller } from '../support/api';
import { loginDialog, signInWithCookies, signInWithPassword, startIn } from '../support/session';
import { signInTexts } from '../support/texts';
import { PICTURE } from '../support/pictures';

/**
 * This file approves seeded price-list items and spends the demo member's balance, which
 * other files expect untouched: it runs on a server and database of its own.
 */
const test = base.extend<object, { ownServer: E2eServer }>({
  ownServer: serverOfTheWorker,
  baseURL: async ({ ownServer }, provide) => provide(ownServer.baseURL),
});

const ADMIN = { mobile: '13900139000', password: 'admin123' };
const MEMBER = { mobile: '13800138000', password: 'citylife123' };

const texts = {
  'zh-Hans': {
    title: '管理后台',
    tabs: ['价格', '活动', '结算', '收款'],
    pricelists: '待审核的价格表',
    more: '更多',
    appName: '城市生活',
    admin: '管理后台',
  },
  en: {
    title: 'Administration',
    tabs: ['Prices', 'Events', 'Settle', 'Pay code'],
    pricelists: 'Price lists waiting for review',
    more: 'More',
    appName: 'City Life',
    admin: 'Admin dashboard',
  },
  mn: {
    title: 'Удирдлага',
    tabs: ['Үнэ', 'Арга хэмжээ', 'Тооцоо', 'Төлбөр'],
    pricelists: 'Хянагдахыг хүлээж буй үнийн жагсаалтууд',
    more: 'Бусад',
    appName: 'Хотын амьдрал',
    admin: 'Удирдлагын самбар',
  },
} as const;

/** Signs the page in as `account` by the app's session cookies, from an API sign-in. */
async function signIn(page: Page, request: APIRequestContext, account: Account): Promise<Caller> {
  const session = await signInWithCookies(page.context(), request, account);
  return { token: session.token!, user: session.user! };
}

/** Shows the page in `locale` from now on (the app reads it from its preferences at start). */
async function chooseLocale(page: Page, locale: string) {
  await page.evaluate((chosen) => {
    localStorage.setItem('citylife.preferences', JSON.stringify({ locale: chosen }));
  }, locale);
}

test('a member finds no admin link, and /admin/ says it is for administrators; the server refuses every admin call', async ({
  page,
  request,
}) => {
  await startIn(page, 'en');
  const member = await signIn(page, request, MEMBER);
  await page.goto('/home');
  await page.getByRole('button', { name: texts.en.more, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: texts.en.appName });
  await expect(drawer.getByText('演示会员')).toBeVisible();
  await expect(drawer.getByRole('link', { name: texts.en.admin })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/');
  await expect(page.getByText('This page is for administrators')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectAccessible(page);

  const calls = [
    request.get('/pricelist/pending/', { headers: headers(member) }),
    request.get('/event/review/', { headers: headers(member) }),
    request.post('/event/review', {
      headers: headers(member),
      data: { id: 1, decision: 'publish' },
    }),
    request.get('/pricelist/searchItem/?pricelistId=1&state=pending', { headers: headers(member) }),
    request.post('/pricelist/approveItem/', { headers: headers(member), data: { items: [1] } }),
    request.post('/order/settleOrder', {
      headers: headers(member),
      data: { order_sn: '20260301000001', payment: [{ type: 'cash', amount: 1 }] },
    }),
    request.post('/member/usePaycode/123456789012345678', {
      headers: headers(member),
      data: { amount: 1 },
    }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(403);
  }
});

test('a visitor opening /admin/ is asked to log in, and the admin signing in lands on the page', async ({
  page,
  request,
}) => {
  await startIn(page, 'en');
  await page.goto('/admin/');
  await expect(loginDialog(page, signInTexts.en)).toBeVisible();
  await signInWithPassword(page, request, signInTexts.en, ADMIN);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole('tab', { name: 'Prices' })).toBeVisible();
});

test('the admin reaches the page from the drawer; it shows in zh-Hans, en and mn', async ({
  page,
  request,
}) => {
  await startIn(page, 'zh-Hans');
  await signIn(page, request, ADMIN);
  await page.goto('/home');
  for (const [locale, text] of Object.entries(texts)) {
    if (locale !== 'zh-Hans') {
      await chooseLocale(page, locale);
      await page.goto('/home');
    }
    await page.getByRole('button', { name: text.more, exact: true }).click();
    await page
      .getByRole('dialog', { name: text.appName })
      .getByRole('link', { name: text.admin })
      .click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page).toHaveTitle(text.title);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const tabs = page.getByRole('tablist');
    for (const name of text.tabs) await expect(tabs.getByRole('tab', { name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.pricelists })).toBeVisible();
    if (locale === 'mn') await expectAccessible(page);
  }
});

test('the admin reviews a price-list item, settles an order and charges a pay code', async ({
  page,
  request,
}) => {
  // Four tasks on the admin page, then axe over it: a long journey.
  test.setTimeout(60_000);
  await startIn(page, 'en');
  const member = await signIn(page, request, MEMBER);
  await page.context().clearCookies();
  await signIn(page, request, ADMIN);

  // Price lists: today's has four items waiting; one is approved on its review screen.
  const today = await envelope<{ id: number; title: string }>(
    await request.get('/pricelist/getLatest/'),
  );
  await page.goto('/admin/');
  const lists = page.getByRole('list', { name: 'Price lists waiting for review' });
  await expect(lists.getByRole('link', { name: new RegExp(today.title) })).toContainText(
    'Waiting: 4',
  );
  await expectAccessible(page);
  await lists.getByRole('link', { name: new RegExp(today.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelist/approve/${today.id}$`));
  const queue = page.getByRole('list', { name: 'Items waiting for review' });
  await queue.getByRole('checkbox', { name: /青椒/ }).check();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved: 1')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(lists.getByRole('link', { name: new RegExp(today.title) })).toContainText(
    'Waiting: 3',
  );

  // Settling: the member's custom-amount order at a till, 49.50 yuan.
  const { order_sn: orderSn } = await envelope<{ order_sn: string }>(
    await request.post('/shop/diyCheckout', {
      headers: headers(member),
      data: { shopId: 1, amount: 49.5, memo: 'Table 2' },
    }),
  );
  await page.getByRole('tab', { name: 'Settle' }).click();
  await page.getByRole('textbox', { name: 'Order number' }).fill(orderSn);
  await page.getByRole('button', { name: 'Find the order' }).click();
  await expect(page.getByText('Total: ¥49.50')).toBeVisible();
  await expect(page.getByText('Note: Table 2')).toBeVisible();
  await expect(page.getByText('Left to settle: ¥49.50')).toBeVisible();
  // A voucher the member does not have: the server's refusal shows under the form.
  await page.getByRole('combobox', { name: 'Payment type' }).selectOption('VOUCHER');
  await page.getByRole('textbox', { name: 'Amount (yuan)' }).fill('5');
  await page.getByRole('textbox', { name: 'Voucher number' }).fill('999999');
  await page.getByRole('button', { name: 'Add the line' }).click();
  await expect(page.getByText('Left to settle: ¥44.50')).toBeVisible();
  // An empty amount is what is left, in cash unless another type is chosen.
  await page.getByRole('button', { name: 'Add the line' }).click();
  await expect(page.getByText('Left to settle: ¥0.00')).toBeVisible();
  await page.getByRole('button', { name: 'Settle', exact: true }).click();
  // The server's words are the owner's: the voucher must be one of theirs.
  await expect(page.getByRole('alert')).toHaveText('Choose one of your vouchers');
  await expect(page.getByText('Left to settle: ¥0.00')).toBeVisible();
  await page.getByRole('button', { name: /^Remove Voucher/ }).click();
  await page.getByRole('button', { name: /^Remove Cash/ }).click();
  await page.getByRole('combobox', { name: 'Payment type' }).selectOption('floor');
  await page.getByRole('textbox', { name: 'Amount (yuan)' }).fill('0.5');
  await page.getByRole('button', { name: 'Add the line' }).click();
  await page.getByRole('button', { name: 'Add the line' }).click();
  await expect(page.getByText('Left to settle: ¥0.00')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const paid = page.getByRole('list', { name: 'Settlement lines' });
  await expect(paid.getByText('Rounding')).toBeVisible();
  await expect(paid.getByText('Cash')).toBeVisible();
  const order = await envelope<{ status: string; payments: unknown[] }>(
    await request.get(`/order/getOrder/${orderSn}`, { headers: headers(member) }),
  );
  expect(order).toMatchObject({
    status: 'paid',
    payments: [
      { type: 'floor', amount: 0.5 },
      { type: 'cash', amount: 49 },
    ],
  });

  // The till: the member's pay code is charged 12.50 of the 120.50 yuan balance, once.
  const { code } = await envelope<{ code: string }>(
    await request.get('/member/getPaycode/', { headers: headers(member) }),
  );
  await page.getByRole('tab', { name: 'Pay code' }).click();
  const charge = async () => {
    await page.getByRole('textbox', { name: 'Pay code' }).fill(code);
    await page.getByRole('textbox', { name: 'Amount (yuan)' }).fill('12.5');
    await page.getByRole('textbox', { name: /Note for the member/ }).fill('Till 1 receipt 7');
    await page.getByRole('button', { name: 'Charge', exact: true }).click();
  };
  await charge();
  await expect(page.getByText('Charged ¥12.50')).toBeVisible();
  await expect(page.getByText('Balance left: ¥108.00')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Charge another pay code' }).click();
  await charge();
  await expect(page.getByRole('alert')).toHaveText('The pay code has already been used');
  const status = await envelope<{ status: string; amount: number }>(
    await request.get(`/member/getPaycodeStatus/${code}`, { headers: headers(member) }),
  );
  expect(status).toMatchObject({ status: 'used', amount: 12.5 });
});

test('the admin publishes an event a member added and rejects another with a reason', async ({
  page,
  request,
}) => {
  await startIn(page, 'en');
  const member = await signIn(page, request, MEMBER);
  // The picture goes to the upload host (the server plays it) with a signed event policy.
  const upload = await envelope<{ policy: string; signature: string; bucket: string; cdn: string }>(
    await request.get('/api/upconfig/event', { headers: headers(member) }),
  );
  const stored = await envelope<{ url: string }>(
    await request.post(`/${upload.bucket}/`, {
      multipart: {
        file: { name: 'club.png', mimeType: 'image/png', buffer: PICTURE },
        policy: upload.policy,
        signature: upload.signature,
      },
    }),
  );
  const add = async (title: string, pictures: string[] = []) =>
    envelope<{ id: number; review: string }>(
      await request.post('/event/update', {
        headers: headers(member),
        data: {
          title,
          description: 'Bring a book you liked.',
          startTime: '2099-06-01T14:00:00+08:00',
          endTime: '2099-06-01T16:00:00+08:00',
          maxEnrol: 20,
          tags: ['读书'],
          pictures,
        },
      }),
    );
  const reading = await add('Neighbourhood reading club', [upload.cdn + stored.url]);
  const noisy = await add('Midnight drum circle');
  expect([reading.review, noisy.review]).toEqual(['pending', 'pending']);
  await page.context().clearCookies();
  await signIn(page, request, ADMIN);

  await page.goto('/admin/');
  await page.getByRole('tab', { name: 'Events' }).click();
  const queue = page.getByRole('list', { name: 'Events waiting for review' });
  const card = (title: string) => queue.getByRole('listitem').filter({ hasText: title });
  await expect(card('Neighbourhood reading club')).toContainText('Added by 演示会员');
  await expect(card('Neighbourhood reading club')).toContainText('Places: 20');
  await expect(card('Neighbourhood reading club')).toContainText('读书');
  const thumbnail = card('Neighbourhood reading club').getByRole('img', {
    name: 'Picture 1 of Neighbourhood reading club',
  });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(2);
  await expectAccessible(page);

  await card('Neighbourhood reading club').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: Neighbourhood reading club')).toBeVisible();
  await expect(card('Neighbourhood reading club')).toHaveCount(0);

  await card('Midnight drum circle').getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this event?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why the event is rejected')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Too loud at midnight.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rejected: Midnight drum circle')).toBeVisible();
  await expect(page.getByText('No event is waiting for review')).toBeVisible();

  // Everyone sees the published event; the rejected one only its author, with the reason.
  const published = await envelope<{ review: string }>(
    await request.get(`/event/getById/${reading.id}`),
  );
  expect(published.review).toBe('published');
  expect((await request.get(`/event/getById/${noisy.id}`)).status()).toBe(404);
  const rejected = await envelope<{ review: string; rejectReason?: string }>(
    await request.get(`/event/getById/${noisy.id}`, { headers: headers(member) }),
  );
  expect(rejected).toMatchObject({ review: 'rejected', rejectReason: 'Too loud at midnight.' });
});
