// Round trips between the member centre and shopping: vouchers (list, detail, and the
// checkout's disabled ones), reviews of a bought item, a top-up from a cashier that comes
// back to its order, and an address added or edited from checkout.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { envelope } from '../support/api';
import { addChips, CHIPS, placeOrder } from '../support/orders';
import { choosePicture } from '../support/pictures';
import { field, signInNewMember, startEachTestIn } from '../support/session';

type Headers = Record<string, string>;

/** Tops the balance up by `amount`, paid through the sandbox gateway. */
async function topUp(request: APIRequestContext, headers: Headers, amount: number) {
  const { order_sn: sn } = await envelope<{ order_sn: string }>(
    await request.post('/member/createTopupOrder/', { headers, data: { amount } }),
  );
  await envelope(await request.post('/pay/aliPayPackage', { headers, data: { order_sn: sn } }));
  await envelope(await request.post(`/pay/sandbox/confirm/${sn}`, { headers }));
}

/** A date and time as the app shows it in English: China time, medium date, short time. */
function chinaTime(iso: string): string {
  return new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(new Date(iso));
}

/** The value of the row named `name` in a list of names and values. */
function row(scope: Locator, name: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Fills the address dialog and saves it. */
async function fillAddress(page: Page, detail: string) {
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await field(dialog, 'Contact').fill('Bolor');
  await field(dialog, 'Phone').fill('13912345678');
  await dialog.getByLabel('Province').selectOption('内蒙古自治区');
  await dialog.getByLabel('City').selectOption('鄂尔多斯市');
  await dialog.getByLabel('District').selectOption('康巴什区');
  await field(dialog, 'Street address').fill(detail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('member and shopping round trips', () => {
  startEachTestIn('en');

  test('vouchers: the figure opens the list, a voucher its rules, and checkout disables one out of reach', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await signInNewMember(context, request);
    // A new member receives the welcome voucher; a top-up of 100 brings the top-up gift.
    await topUp(request, headers, 100);
    const { objects } = await envelope<{
      objects: { id: number; name: string; applyTime: string; expiresAt: string }[];
    }>(await request.get('/voucher/search/1/10', { headers }));
    const gift = objects.find((voucher) => voucher.name === '充值礼券 满 100 减 10')!;
    expect(gift).toBeTruthy();

    await page.goto('/member/center');
    await page.getByRole('link', { name: /^2\s*Vouchers$/ }).click();
    await expect(page).toHaveURL(/\/member\/voucher$/);
    await expect(page).toHaveTitle('My vouchers');
    const tabs = page.getByRole('tablist', { name: 'My vouchers' });
    await expect(tabs.getByRole('tab', { name: /Usable/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const usable = page.getByRole('list', { name: 'Usable' });
    await expect(usable.getByRole('listitem')).toHaveCount(2);
    await tabs.getByRole('tab', { name: /Expired/ }).click();
    await expect(page.getByText('No expired vouchers')).toBeVisible();
    await tabs.getByRole('tab', { name: /Usable/ }).click();

    await usable.getByRole('link', { name: gift.name }).click();
    await expect(page).toHaveURL(new RegExp(`/member/voucher/${gift.id}$`));
    const rules = page.getByLabel('Voucher rules');
    await expect(row(rules, 'Amount')).toHaveText('¥10.00');
    await expect(row(rules, 'Threshold')).toHaveText('Orders from ¥100.00');
    await expect(row(rules, 'Valid for')).toHaveText('30 days');
    await expect(row(rules, 'Validity')).toHaveText(
      `${chinaTime(gift.applyTime)} – ${chinaTime(gift.expiresAt)}`,
    );
    await expect(row(rules, 'Per member')).toHaveText('3 vouchers');
    await expect(row(rules, 'Per member a day')).toHaveText('1 voucher');
    await expect(row(rules, 'Stores')).toHaveText('All stores');
    await expect(row(rules, 'Received')).toHaveText(chinaTime(gift.applyTime));

    // One bag of chips is far from the gift's threshold: offered, but disabled, with why.
    await addChips(request, headers);
    await page.goto('/shoppingcart/checkout');
    const voucher = page.getByRole('combobox', { name: 'Voucher' });
    const out = voucher.locator('option', { hasText: gift.name });
    await expect(out).toHaveText(
      `${gift.name} (−¥10.00, from ¥100.00) (not usable: ¥91.50 more needed)`,
    );
    await expect(out).toBeDisabled();
    const welcome = voucher.locator('option', { hasText: '新人券' });
    await expect(welcome).toBeEnabled();
    await voucher.selectOption({ label: '新人券 (−¥10.00)' });
    await expect(voucher).not.toHaveValue('');
  });

  test('a buyer reviews the item from the order, once; the summary counts it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await signInNewMember(context, request);
    await topUp(request, headers, 50);
    await addChips(request, headers);
    const sn = await placeOrder(request, headers);
    await envelope(await request.post(`/pay/accountPay/${sn}/8.5`, { headers }));
    const before = await envelope<{ count: number }>(
      await request.get(`/review/summary/item/${CHIPS.id}`),
    );

    await page.goto(`/member/order/detail/${sn}`);
    await page.getByRole('link', { name: `Review ${CHIPS.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/shoppingcart/item/${CHIPS.id}\\?review=1$`));
    const dialog = page.getByRole('dialog', { name: `Review ${CHIPS.name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Your review').fill('Crisp, and the tomato is real.');
    await choosePicture(page, 'chips.png');
    await expect(dialog.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    const created = page.waitForResponse((response) => response.url().includes('/review/create/'));
    await dialog.getByRole('button', { name: 'Publish the review' }).click();
    expect((await created).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you for your review')).toBeVisible();
    await expect(page.getByTestId('my-review')).toHaveText('You have reviewed this item');
    await expect(page.getByTestId('review-summary')).toContainText(`${before.count + 1} reviews`);
    const list = page.getByRole('list', { name: `Reviews of ${CHIPS.name}` });
    await expect(list.getByRole('listitem').first()).toContainText(
      'Crisp, and the tomato is real.',
    );

    // A second review is refused, and so is one from someone who did not buy.
    const again = await request.post('/review/create/', {
      headers,
      data: { targetType: 'item', targetId: CHIPS.id, rating: 5 },
    });
    expect(again.status()).toBe(409);
    const stranger = await signInNewMember(context, request);
    const refused = await request.post('/review/create/', {
      headers: stranger,
      data: { targetType: 'item', targetId: CHIPS.id, rating: 1 },
    });
    expect(refused.status()).toBe(422);
    await page.goto(`/shoppingcart/item/${CHIPS.id}`);
    await expect(page.getByTestId('my-review')).toHaveText(
      'You can review this item once you have bought it',
    );
    await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  });

  test('a short balance at the cashier tops up and comes back to the same order', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await signInNewMember(context, request);
    await addChips(request, headers, 2);
    const sn = await placeOrder(request, headers);

    await page.goto(`/pay/cashier/${sn}`);
    await expect(page.getByRole('radio', { name: /^Account balance/ })).toBeDisabled();
    await expect(page.getByTestId('cashier-topup')).toContainText('Your balance is ¥17.00 short.');
    await page.getByRole('link', { name: 'Top up the balance' }).click();
    await expect(page).toHaveURL(new RegExp(`/member/topup\\?for=${sn}$`));
    await expect(page.getByTestId('topup-for')).toHaveText(
      `After the top-up you go back to pay order ${sn}.`,
    );
    await page.getByRole('radio', { name: /¥50\.00/ }).check();
    await page.getByRole('button', { name: 'Top up ¥50.00' }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/cashier/\\d+\\?then=${sn}$`));

    await page.getByRole('radio', { name: 'Alipay' }).check();
    await page.getByRole('button', { name: 'Pay ¥50.00' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/\d+\?/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    // Paid: straight on to the order the top-up was for, which the balance now covers.
    await expect(page).toHaveURL(new RegExp(`/pay/cashier/${sn}$`));
    await expect(page.getByText(`Balance topped up: now pay order ${sn}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Account balance/ })).toBeChecked();
    await expect(page.getByTestId('cashier-topup')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay ¥17.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('an address added or edited from checkout comes back chosen, with express delivery', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await signInNewMember(context, request);
    await addChips(request, headers);

    await page.goto('/shoppingcart/checkout');
    const main = page.locator('main');
    await main.getByRole('radio', { name: 'Express delivery' }).check();
    await main.getByRole('link', { name: 'Add or edit addresses' }).click();
    await expect(page).toHaveURL(/\/member\/address\?from=checkout$/);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await fillAddress(page, '北区 7 号楼 302');

    await expect(page).toHaveURL(/\/shoppingcart\/checkout\?delivery=express&address=\d+$/);
    await expect(main.getByRole('radio', { name: 'Express delivery' })).toBeChecked();
    await expect(main.getByRole('radio', { name: /北区 7 号楼 302/ })).toBeChecked();

    // A second address, then the first one edited: each comes back chosen.
    await main.getByRole('link', { name: 'Add or edit addresses' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await fillAddress(page, '南区 1 号楼 101');
    await expect(main.getByRole('radio', { name: /南区 1 号楼 101/ })).toBeChecked();
    await expect(main.getByRole('radio', { name: /北区 7 号楼 302/ })).not.toBeChecked();

    await main.getByRole('link', { name: 'Add or edit addresses' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: '北区 7 号楼 302' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await field(edit, 'Street address').fill('北区 7 号楼 303');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/shoppingcart\/checkout\?delivery=express&address=\d+$/);
    await expect(main.getByRole('radio', { name: 'Express delivery' })).toBeChecked();
    await expect(main.getByRole('radio', { name: /北区 7 号楼 303/ })).toBeChecked();

    // The order goes to the chosen address.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/pay\/cashier\/\d+$/);
    const sn = /\/pay\/cashier\/(\d+)$/.exec(page.url())![1]!;
    const order = await envelope<{ deliveryType: string; address: { detail: string } }>(
      await request.get(`/order/getOrder/${sn}`, { headers }),
    );
    expect(order.deliveryType).toBe('express');
    expect(order.address.detail).toBe('北区 7 号楼 303');
  });
});

/** The voucher screens' texts in the other interface languages. */
const voucherTexts = {
  'zh-Hans': {
    figure: /^1\s*优惠券$/,
    title: '我的优惠券',
    usable: /可使用/,
    expired: /已过期/,
    noExpired: '没有已过期的优惠券',
    rules: '使用规则',
    threshold: '使用门槛',
    noThreshold: '无门槛',
    stores: '适用门店',
  },
  mn: {
    figure: /^1\s*Купон$/,
    title: 'Миний купонууд',
    usable: /Ашиглах боломжтой/,
    expired: /Хугацаа дууссан/,
    noExpired: 'Хугацаа дууссан купон алга',
    rules: 'Купоны нөхцөл',
    threshold: 'Доод хязгаар',
    noThreshold: 'Доод хязгааргүй',
    stores: 'Дэлгүүрүүд',
  },
} as const;

for (const [locale, text] of Object.entries(voucherTexts)) {
  test.describe(`vouchers in ${locale}`, () => {
    startEachTestIn(locale);

    test('the figure opens the voucher list and a voucher its rules', async ({
      page,
      context,
      request,
    }) => {
      await signInNewMember(context, request);
      await page.goto('/member/center');
      await page.getByRole('link', { name: text.figure }).click();
      await expect(page).toHaveTitle(text.title);
      const tabs = page.getByRole('tablist', { name: text.title });
      await tabs.getByRole('tab', { name: text.expired }).click();
      await expect(page.getByText(text.noExpired)).toBeVisible();
      await tabs.getByRole('tab', { name: text.usable }).click();
      await page.getByRole('link', { name: '新人券' }).click();
      const rules = page.getByLabel(text.rules);
      await expect(row(rules, text.threshold)).toHaveText(text.noThreshold);
      await expect(row(rules, text.stores)).toHaveText('城市生活康巴什店');
    });
  });
}
