// UnionPay (the gateway's page, then its signed notification) and Apple Pay (merchant
// validation, then the payment token), through the sandbox gateway of development servers.
import { describe, expect, it } from 'vitest';
import type { ApiClient, components } from '@citylife/api-client';
import { ApiError } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { creditLogs } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import { addToCart, checkOutForPickUp, getOrder, setBalance } from '../../test/commerce.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, type TestServer, type TestUser } from '../../test/harness.js';

type MerchantSession = components['schemas']['ApplePayMerchantSession'];
type PaymentToken = components['schemas']['ApplePayPaymentToken'];

const server = useTestServer({ at: SEEDED_AT, eachTestAt: true });
const db = () => server.database.db;
const later = (minutes: number) => server.clock.advance(minutes * 60_000);

/** A pending cart order of the user: `qty` of item 3 (6.50 yuan), picked up. */
async function cartOrder(user: TestUser, qty = 2): Promise<string> {
  await addToCart(user.client, 3, qty);
  return (await checkOutForPickUp(user.client)).order_sn;
}

const unionpay = (client: ApiClient, order_sn: string, amount: string, returnUrl?: string) =>
  client.call((c) =>
    c.POST('/pay/unionPayPackage', {
      body: { order_sn, amount, ...(returnUrl ? { returnUrl } : {}) },
    }),
  );
/** The sandbox's own validation URL on `target`, as its sheet gives it. */
const validationUrl = (target: TestServer) => `${target.baseUrl}/pay/sandbox/applePay/startSession`;
const session = (client: ApiClient, order_sn: string, amount: string, validationURL?: string) =>
  client.call((c) =>
    c.POST('/pay/applePay/session', {
      body: { order_sn, amount, validationURL: validationURL ?? validationUrl(server) },
    }),
  );
/** Apple's part: the payer authorises `amount` on the sheet of `merchantSession`. */
const authorise = (client: ApiClient, merchantSession: MerchantSession, amount: number) =>
  client.call((c) => c.POST('/pay/sandbox/applePay/token', { body: { merchantSession, amount } }));
const pay = (client: ApiClient, order_sn: string, amount: string, token: PaymentToken) =>
  client.call((c) => c.POST('/pay/applePay/pay', { body: { order_sn, amount, token } }));
const confirm = (client: ApiClient, sn: string) =>
  client.call((c) =>
    c.POST('/pay/sandbox/confirm/{order_sn}', { params: { path: { order_sn: sn } } }),
  );
const cancel = (client: ApiClient, sn: string) =>
  client.call((c) => c.POST('/order/cancelOrder/{sn}', { params: { path: { sn } } }));
const pointsOf = async (user: TestUser) =>
  (await db().select().from(creditLogs).where(eq(creditLogs.userId, user.id))).length;

/** A token of the user's order of 13 yuan, from a fresh merchant session. */
async function tokenFor(user: TestUser, sn: string, amount = 13) {
  const merchantSession = await session(user.client, sn, String(amount));
  return authorise(user.client, merchantSession, amount);
}

describe('UnionPay', () => {
  it('opens the gateway page for the amount shown and pays on its signed notification', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    expect((await getOrder(user.client, sn)).supportedPayment).toContain('unionpay');
    await expectFailure(unionpay(user.client, sn, '12'), 409, /amount to pay has changed/);
    const { url, expiresAt } = await unionpay(user.client, sn, '13');
    expect(new URL(url).pathname).toBe(`/pay/sandbox/${sn}`);
    expect(new URL(url).searchParams.get('paytype')).toBe('unionpay');
    expect(new URL(url).searchParams.get('return')).toBe(`${server.baseUrl}/pay/cashier/${sn}`);
    expect(new Date(expiresAt).getTime() - server.clock.now().getTime()).toBe(15 * 60_000);
    later(1);
    expect(await confirm(user.client, sn)).toMatchObject({ paytype: 'unionpay', status: 'paid' });
    expect(await getOrder(user.client, sn)).toMatchObject({ status: 'paid', paytype: 'unionpay' });
    await expectFailure(unionpay(user.client, sn, '13'), 409, 'The order has already been paid');
  });

  it("refuses another member's order and a way back off the app", async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    const stranger = await server.createUser();
    await expectFailure(unionpay(stranger.client, sn, '13'), 403);
    await expectFailure(
      unionpay(user.client, sn, '13', 'https://evil.example/pay/cashier/x'),
      422,
      /page of this app/,
    );
    expectSchema('PayUrl', await unionpay(user.client, sn, '13', `${server.baseUrl}/`));
  });
});

describe('Apple Pay', () => {
  it('validates the merchant, takes the token and pays the order once', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    expect((await getOrder(user.client, sn)).supportedPayment).toContain('applepay');
    const merchantSession = await session(user.client, sn, '13');
    expectSchema('ApplePayMerchantSession', merchantSession);
    expect(merchantSession).toMatchObject({
      domainName: '127.0.0.1',
      epochTimestamp: server.clock.now().getTime(),
      expiresAt: server.clock.now().getTime() + 5 * 60_000,
    });
    const token = await authorise(user.client, merchantSession, 13);
    expectSchema('ApplePayPaymentToken', token);
    later(1);
    const paid = await pay(user.client, sn, '13', token);
    expectSchema('Order', paid);
    expect(paid).toMatchObject({
      status: 'paid',
      paytype: 'applepay',
      payTime: '2026-03-02T10:01:00+08:00',
    });
    expect(await pointsOf(user)).toBe(1);
    // The same token again: the order is paid already.
    await expectFailure(pay(user.client, sn, '13', token), 409, 'The order has already been paid');
    expect(await pointsOf(user)).toBe(1);
  });

  it('accepts only the validation URL of its gateway', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    for (const url of [
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://evil.example/pay/sandbox/applePay/startSession',
      `${server.baseUrl}/pay/sandbox/applePay/other`,
    ]) {
      await expectFailure(
        session(user.client, sn, '13', url),
        422,
        'The payment gateway does not accept this Apple Pay validation URL',
      );
    }
    await expectFailure(session(user.client, '20990101000000', '13'), 404);
  });

  it("refuses another member's order at every step", async () => {
    const owner = await server.createUser();
    const sn = await cartOrder(owner);
    const stranger = await server.createUser();
    await expectFailure(session(stranger.client, sn, '13'), 403);
    const merchantSession = await session(owner.client, sn, '13');
    await expectFailure(authorise(stranger.client, merchantSession, 13), 403);
    const token = await authorise(owner.client, merchantSession, 13);
    await expectFailure(pay(stranger.client, sn, '13', token), 403);
    expect((await getOrder(owner.client, sn)).status).toBe('pending');
  });

  it('refuses an amount other than the one shown and authorised', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    await expectFailure(session(user.client, sn, '12'), 409, /amount to pay has changed/);
    const merchantSession = await session(user.client, sn, '13');
    await expectFailure(
      authorise(user.client, merchantSession, 12),
      409,
      'The amount authorised differs from the amount of the Apple Pay session',
    );
    const token = await authorise(user.client, merchantSession, 13);
    await expectFailure(pay(user.client, sn, '12.99', token), 409, /amount to pay has changed/);
    expect((await getOrder(user.client, sn)).status).toBe('pending');
  });

  it('refuses forged tokens, tokens of another order and of a replaced session', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    const other = await cartOrder(user);
    const INVALID = 'The Apple Pay payment token does not verify for this order and amount';

    const otherToken = await tokenFor(user, other);
    const token = await tokenFor(user, sn);
    await expectFailure(pay(user.client, sn, '13', otherToken), 403, INVALID);

    // The data of another token under this token's signature, and a signature of its own.
    const swapped = {
      ...token,
      paymentData: { ...token.paymentData, data: otherToken.paymentData.data },
    };
    await expectFailure(pay(user.client, sn, '13', swapped), 403, INVALID);
    const resigned = {
      ...token,
      paymentData: { ...token.paymentData, signature: 'a'.repeat(64) },
    };
    await expectFailure(pay(user.client, sn, '13', resigned), 403, INVALID);
    const lowered = {
      ...token,
      paymentData: {
        ...token.paymentData,
        data: Buffer.from(
          JSON.stringify({
            ...JSON.parse(Buffer.from(token.paymentData.data, 'base64').toString()),
            amountCents: 1,
          }),
        ).toString('base64'),
      },
    };
    await expectFailure(pay(user.client, sn, '13', lowered), 403, INVALID);
    // A session the sandbox did not sign gets no token.
    const merchantSession = await session(user.client, sn, '13');
    await expectFailure(
      authorise(user.client, { ...merchantSession, expiresAt: merchantSession.expiresAt + 1 }, 13),
      403,
      /merchant session is not valid/,
    );

    // Validating the merchant again replaces the session: its earlier tokens are void.
    later(1);
    const fresh = await authorise(user.client, await session(user.client, sn, '13'), 13);
    await expectFailure(pay(user.client, sn, '13', token), 403, INVALID);
    await expectFailure(authorise(user.client, merchantSession, 13), 403);
    expect((await getOrder(user.client, sn)).status).toBe('pending');
    expect((await pay(user.client, sn, '13', fresh)).status).toBe('paid');
  });

  it('gives no token for an expired session', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    const merchantSession = await session(user.client, sn, '13');
    later(5);
    await expectFailure(authorise(user.client, merchantSession, 13), 403);
  });

  it('pays only pending orders, and has no confirmation page', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    const token = await tokenFor(user, sn);
    await expectFailure(
      confirm(user.client, sn),
      409,
      'An Apple Pay payment is authorised on the Apple Pay sheet, not on the payment page',
    );
    await cancel(user.client, sn);
    await expectFailure(pay(user.client, sn, '13', token), 409, 'The order was cancelled');
    await expectFailure(session(user.client, sn, '13'), 409, 'The order was cancelled');

    const paidSn = await cartOrder(user);
    const paidToken = await tokenFor(user, paidSn);
    await setBalance(db(), user.id, 10000);
    await user.client.call((c) =>
      c.POST('/pay/accountPay/{a}/{b}', { params: { path: { a: paidSn, b: '13' } } }),
    );
    await expectFailure(
      pay(user.client, paidSn, '13', paidToken),
      409,
      'The order has already been paid',
    );
    expect((await getOrder(user.client, paidSn)).paytype).toBe('account');

    const unstarted = await cartOrder(user);
    await expectFailure(
      pay(user.client, unstarted, '13', token),
      404,
      'No Apple Pay payment was started for this order',
    );
  });

  it('pays once when the same token comes many times at once', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user);
    const token = await tokenFor(user, sn);
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, () => pay(user.client, sn, '13', token)),
    );
    for (const result of settled) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiError);
        expect((result.reason as ApiError).status).toBe(409);
      }
    }
    expect(settled.some((result) => result.status === 'fulfilled')).toBe(true);
    expect(await getOrder(user.client, sn)).toMatchObject({ status: 'paid', paytype: 'applepay' });
    expect(await pointsOf(user)).toBe(1);
  });
});

describe('a production server without a gateway', () => {
  const production = useTestServer({ config: { devTools: false } });

  it('offers neither, and has no sandbox to make tokens', async () => {
    const user = await production.createUser();
    await addToCart(user.client, 3, 2);
    const { order_sn: sn } = await checkOutForPickUp(user.client);
    expect((await getOrder(user.client, sn)).supportedPayment).toEqual(['account']);
    await expectFailure(unionpay(user.client, sn, '13'), 422, /cannot be paid with unionpay/);
    await expectFailure(
      user.client.call((c) =>
        c.POST('/pay/applePay/session', {
          body: { order_sn: sn, amount: '13', validationURL: validationUrl(production) },
        }),
      ),
      422,
      /cannot be paid with applepay/,
    );
    const forged: PaymentToken = {
      paymentData: {
        version: 'SANDBOX_v1',
        data: 'e30=',
        signature: '0'.repeat(64),
        header: { transactionId: 'x' },
      },
      paymentMethod: {},
      transactionIdentifier: 'X',
    };
    await expectFailure(pay(user.client, sn, '13', forged), 422, /cannot be paid with applepay/);
    const minted = await fetch(`${production.baseUrl}/pay/sandbox/applePay/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        token: user.token,
        user: String(user.id),
      },
      body: JSON.stringify({
        merchantSession: {
          epochTimestamp: 0,
          expiresAt: 1,
          merchantSessionIdentifier: `SANDBOX_${sn}_${'0'.repeat(32)}`,
          nonce: 'n',
          merchantIdentifier: 'm',
          domainName: 'd',
          displayName: 'City Life',
          signature: '0'.repeat(64),
        },
        amount: 13,
      }),
    });
    expect(minted.status).toBe(404);
  });
});
