// The cashier's UnionPay and Apple Pay: Apple Pay is offered only where the browser has
// Apple Pay JS that can pay (each model set by the test), and pays through the sheet, the
// server's merchant validation and the payment token; UnionPay goes through the sandbox
// gateway's page and comes back paid.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { envelope } from '../support/api';
import {
  applePayRecord,
  setApplePay,
  type ApplePayModel,
  type ApplePaySheetAnswer,
} from '../support/capabilities';
import { addChips, CHIPS, placeOrder } from '../support/orders';
import { signInNewMember, startEachTestIn } from '../support/session';
import { localesOf } from '../support/texts';

/** The cashier's texts, per interface language. */
const texts = {
  'zh-Hans': {
    applePay: '苹果支付',
    unionPay: '银联',
    pay: (amount: string) => `支付 ${amount}`,
    paid: '支付成功',
  },
  en: {
    applePay: 'Apple Pay',
    unionPay: 'UnionPay',
    pay: (amount: string) => `Pay ${amount}`,
    paid: 'Payment successful',
  },
  mn: {
    applePay: 'Эппл пэй',
    unionPay: 'Юнионпэй',
    pay: (amount: string) => `${amount} төлөх`,
    paid: 'Төлбөр амжилттай',
  },
} as const;

const en = texts.en;
const PRICE = `¥${CHIPS.price.toFixed(2)}`;

interface Payment {
  status: string;
  supportedPayment: string[];
}

/**
 * A new member with one bag of chips checked out, Apple Pay set as `model`, at the order's
 * cashier; answers the order number and the member's headers.
 */
async function atCashier(
  page: Page,
  request: APIRequestContext,
  model: ApplePayModel,
  answer?: ApplePaySheetAnswer,
) {
  await setApplePay(page, model, answer);
  const headers = await signInNewMember(page.context(), request);
  await addChips(request, headers);
  const sn = await placeOrder(request, headers);
  const payment = (await readPayment(request, headers, sn)) as Payment;
  // The development server's sandbox takes both.
  expect(payment.supportedPayment).toEqual(expect.arrayContaining(['unionpay', 'applepay']));
  await page.goto(`/pay/cashier/${sn}`);
  await expect(page.getByTestId('cashier-due')).toContainText(PRICE);
  return { sn, headers };
}

const readPayment = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  sn: string,
) => envelope<Payment>(await request.get(`/order/getPayment/${sn}`, { headers }));

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`Apple Pay in ${locale}`, () => {
    startEachTestIn(locale);

    test('pays the order through the sheet where the browser can pay with it', async ({
      page,
      request,
    }) => {
      const { sn, headers } = await atCashier(page, request, 'can pay');
      // Both pay types are offered, each by its name in the interface language.
      await expect(page.getByRole('radio', { name: text.unionPay })).toBeVisible();
      await page.getByRole('radio', { name: text.applePay }).check();
      await page.getByRole('button', { name: text.pay(PRICE) }).click();
      await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
      // The sheet was asked for the order's amount in yuan, and told the payment succeeded.
      expect(await applePayRecord(page)).toEqual({
        request: {
          countryCode: 'CN',
          currencyCode: 'CNY',
          supportedNetworks: ['chinaUnionPay', 'visa', 'masterCard'],
          merchantCapabilities: ['supports3DS'],
          total: { label: expect.any(String), amount: CHIPS.price.toFixed(2) },
        },
        completed: 0,
      });
      const order = await envelope<{ status: string; paytype: string }>(
        await request.get(`/order/getOrder/${sn}`, { headers }),
      );
      expect(order).toMatchObject({ status: 'paid', paytype: 'applepay' });
    });
  });
}

test.describe('pay types at the cashier', () => {
  startEachTestIn('en');

  test('without Apple Pay JS, Apple Pay is not offered; UnionPay is', async ({ page, request }) => {
    await atCashier(page, request, 'absent');
    await expect(page.getByRole('radio', { name: en.unionPay })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Alipay' })).toBeVisible();
    await expect(page.getByRole('radio', { name: en.applePay })).toHaveCount(0);
  });

  test('Apple Pay JS on a device that cannot pay: Apple Pay is not offered', async ({
    page,
    request,
  }) => {
    await atCashier(page, request, 'cannot pay');
    await expect(page.getByRole('radio', { name: en.unionPay })).toBeVisible();
    await expect(page.getByRole('radio', { name: en.applePay })).toHaveCount(0);
    // The browser was asked.
    expect(await page.evaluate(() => 'ApplePaySession' in window)).toBe(true);
  });

  test('cancelling the Apple Pay sheet leaves the order pending and says so', async ({
    page,
    request,
  }) => {
    const { sn, headers } = await atCashier(page, request, 'can pay', 'cancel');
    await page.getByRole('radio', { name: en.applePay }).check();
    await page.getByRole('button', { name: en.pay(PRICE) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Apple Pay was cancelled' }),
    ).toHaveText('Apple Pay was cancelled: the order is still waiting for payment.');
    await expect(page.getByRole('button', { name: en.pay(PRICE) })).toBeEnabled();
    expect((await applePayRecord(page)).completed).toBeUndefined();
    expect((await readPayment(request, headers, sn)).status).toBe('pending');
  });

  test('a token the gateway refuses fails the sheet and leaves the order pending', async ({
    page,
    request,
  }) => {
    const { sn, headers } = await atCashier(page, request, 'can pay', 'tampered');
    await page.getByRole('radio', { name: en.applePay }).check();
    await page.getByRole('button', { name: en.pay(PRICE) }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Apple Pay' })).toHaveText(
      'The Apple Pay payment token does not verify for this order and amount',
    );
    // STATUS_FAILURE
    expect((await applePayRecord(page)).completed).toBe(1);
    expect((await readPayment(request, headers, sn)).status).toBe('pending');
  });

  test('UnionPay goes through the sandbox gateway page and comes back paid', async ({
    page,
    request,
  }) => {
    const { sn, headers } = await atCashier(page, request, 'absent');
    const cashier = page.url();
    await page.getByRole('radio', { name: en.unionPay }).check();
    await page.getByRole('button', { name: en.pay(PRICE) }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/sandbox/${sn}\\?paytype=unionpay&`));
    // The gateway's page shows the owner the amount and the pay type.
    await expect(page.getByText(PRICE)).toBeVisible();
    await expect(page.getByText('· unionpay')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    await expect(page).toHaveURL(cashier);
    await expect(page.getByRole('heading', { name: en.paid })).toBeVisible();
    const order = await envelope<{ paytype: string }>(
      await request.get(`/order/getOrder/${sn}`, { headers }),
    );
    expect(order.paytype).toBe('unionpay');
  });
});
