import { type DbOrTx, type Tx } from '../../../lib/db.js';
import { toYuan } from '../../../lib/money.js';
import { isoShanghai } from '../../../lib/shanghaiTime.js';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { sandboxPayments } from '../../../db/schema/index.js';
import { fail } from '../../../http/errors.js';
import type {
  ApplePayMerchantSession,
  PaymentProvider,
  PayType,
  StartPaymentInput,
  StartedPayment,
} from './provider.js';

export type SandboxPayment = components['schemas']['SandboxPayment'];
export type SandboxNotification = components['schemas']['SandboxNotification'];
export type ApplePayPaymentToken = components['schemas']['ApplePayPaymentToken'];

const MINUTE_MS = 60 * 1000;
/** How long each kind of payment URL stays valid (as the real gateways do). */
const URL_LIFETIME_MS = {
  mweb: 5 * MINUTE_MS,
  native: 120 * MINUTE_MS,
  wap: 15 * MINUTE_MS,
  front: 15 * MINUTE_MS,
};
/** How long an Apple Pay merchant session is valid (as Apple's are). */
const MERCHANT_SESSION_LIFETIME_MS = 5 * MINUTE_MS;
/** The version the sandbox writes in its Apple Pay tokens' `paymentData`. */
const TOKEN_VERSION = 'SANDBOX_v1';

/** The sandbox's own Apple Pay validation URL, the only one it accepts. */
export const sandboxValidationUrl = (origin: string) =>
  new URL('/pay/sandbox/applePay/startSession', origin).toString();

/** A started payment as the gateway keeps it. */
type StartedRecord = { orderSn: string; amountCents: number; createdAt: Date };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonce = (length: number) =>
  [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/**
 * The sandbox gateway's side of a notification: it signs what it tells the server with a
 * secret of its own (made from the server's), and the server accepts only what verifies.
 */
export class SandboxGateway {
  private readonly secret: Buffer;

  constructor(serverSecret: string) {
    this.secret = createHmac('sha256', serverSecret).update('sandbox-gateway').digest();
  }

  /** The text a notification's signature covers: its fields in name order. */
  private static signed(n: Omit<SandboxNotification, 'sign'>): string {
    return `amount=${n.amount.toFixed(2)}&nonce=${n.nonce}&order_sn=${n.order_sn}&paidTime=${n.paidTime}&paytype=${n.paytype}`;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  /** Whether `given` is the hex MAC of `text`, compared in constant time. */
  private macMatches(given: string, text: string): boolean {
    const expected = Buffer.from(this.mac(text), 'hex');
    const received = Buffer.from(given, 'hex');
    return received.length === expected.length && timingSafeEqual(received, expected);
  }

  private signature(n: Omit<SandboxNotification, 'sign'>): string {
    return this.mac(SandboxGateway.signed(n));
  }

  /** The notification the gateway sends once the payer has confirmed a payment. */
  notification(payment: { orderSn: string; paytype: string; amountCents: number }, now: Date) {
    const fields = {
      order_sn: payment.orderSn,
      paytype: payment.paytype as PayType,
      amount: toYuan(payment.amountCents),
      paidTime: isoShanghai(now),
      nonce: nonce(16),
    };
    return { ...fields, sign: this.signature(fields) };
  }

  /** Whether a notification was signed by this gateway. */
  verify(notification: SandboxNotification): boolean {
    const { sign, ...fields } = notification;
    return this.macMatches(sign, SandboxGateway.signed(fields));
  }

  /**
   * The identifier of the Apple Pay merchant session of a started payment: it names the
   * order, and changes when the payment is started again (another amount or time).
   */
  sessionIdentifier(payment: StartedRecord): string {
    const key = this.mac(
      `applepay-session&amount=${payment.amountCents}&created=${payment.createdAt.getTime()}&order_sn=${payment.orderSn}`,
    );
    return `SANDBOX_${payment.orderSn}_${key.slice(0, 32)}`;
  }

  /** The order a sandbox merchant session names, if it is one. */
  static sessionOrder(session: ApplePayMerchantSession): string | undefined {
    return /^SANDBOX_([0-9A-Za-z]{8,32})_[0-9a-f]{32}$/.exec(
      session.merchantSessionIdentifier,
    )?.[1];
  }

  /** The text a merchant session's signature covers. */
  private static sessionSigned(s: Omit<ApplePayMerchantSession, 'signature'>): string {
    return `applepay-merchant&${s.merchantSessionIdentifier}&${s.epochTimestamp}&${s.expiresAt}&${s.nonce}&${s.merchantIdentifier}&${s.domainName}&${s.displayName}`;
  }

  /** The merchant session the sandbox answers for a started Apple Pay payment. */
  merchantSession(payment: StartedRecord, origin: string, now: Date): ApplePayMerchantSession {
    const fields = {
      epochTimestamp: now.getTime(),
      expiresAt: now.getTime() + MERCHANT_SESSION_LIFETIME_MS,
      merchantSessionIdentifier: this.sessionIdentifier(payment),
      nonce: nonce(8),
      merchantIdentifier: `merchant.sandbox.${this.mac('merchant').slice(0, 16)}`,
      domainName: new URL(origin).hostname,
      displayName: 'City Life',
    };
    return { ...fields, signature: this.mac(SandboxGateway.sessionSigned(fields)) };
  }

  /**
   * Whether a merchant session was made by this gateway for the payment as it is started
   * now, and has not expired.
   */
  sessionHolds(session: ApplePayMerchantSession, payment: StartedRecord, now: Date): boolean {
    return (
      /^[0-9a-f]{64}$/.test(session.signature) &&
      this.macMatches(session.signature, SandboxGateway.sessionSigned(session)) &&
      session.merchantSessionIdentifier === this.sessionIdentifier(payment) &&
      session.expiresAt > now.getTime()
    );
  }

  /**
   * Apple's part: the payment token of a payment of `amountCents` the payer authorised on
   * the sheet of `session`. Its `data` names the session and the amount; the gateway
   * signs it (a real token is encrypted for the merchant's gateway instead).
   */
  paymentToken(session: ApplePayMerchantSession, amountCents: number): ApplePayPaymentToken {
    const transactionId = randomBytes(32).toString('hex');
    const data = Buffer.from(
      JSON.stringify({
        merchantSessionIdentifier: session.merchantSessionIdentifier,
        amountCents,
        currencyCode: 'CNY',
        transactionId,
      }),
    ).toString('base64');
    return {
      paymentData: {
        version: TOKEN_VERSION,
        data,
        signature: this.mac(`applepay-token&${data}`),
        header: { transactionId },
      },
      paymentMethod: { displayName: 'UnionPay 0000', network: 'ChinaUnionPay', type: 'debit' },
      transactionIdentifier: transactionId.toUpperCase(),
    };
  }

  /** What a token this gateway made says (its session and amount); nothing for any other. */
  readToken(
    token: ApplePayPaymentToken,
  ): { merchantSessionIdentifier: string; amountCents: number } | undefined {
    const { version, data, signature, header } = token.paymentData;
    if (version !== TOKEN_VERSION || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
    if (!this.macMatches(signature, `applepay-token&${data}`)) return undefined;
    const said = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as {
      merchantSessionIdentifier: string;
      amountCents: number;
      transactionId: string;
    };
    if (said.transactionId !== header.transactionId) return undefined;
    return {
      merchantSessionIdentifier: said.merchantSessionIdentifier,
      amountCents: said.amountCents,
    };
  }
}

/**
 * The sandbox gateway of development servers: it contacts no real provider. Starting a
 * payment records it in `sandbox_payments` and answers the sandbox page
 * (`/pay/sandbox/{order_sn}`) or a package only the sandbox accepts; the payer's
 * confirmation on the page makes the gateway send its signed notification.
 */
export function sandboxProvider(secret: string): PaymentProvider & { gateway: SandboxGateway } {
  // A stable WeChat-shaped app id of this server, so packages look like real ones.
  const appId = `wx${createHash('sha256').update(`sandbox:${secret}`).digest('hex').slice(0, 16)}`;
  const gateway = new SandboxGateway(secret);
  return {
    name: 'sandbox',
    gateway,
    paytypes: ['wxpay', 'wxapppay', 'alipay', 'unionpay', 'applepay'],
    async start(tx: Tx, input: StartPaymentInput): Promise<StartedPayment> {
      if (
        input.channel === 'applepay' &&
        input.validationUrl !== sandboxValidationUrl(input.origin)
      ) {
        throw fail.unprocessable('orders.validationUrlInvalid');
      }
      await recordSandboxPayment(
        tx,
        input.orderId,
        input.orderSn,
        input.paytype,
        input.amountCents,
        input.now,
      );
      if (input.channel === 'jsapi') {
        const timeStamp = String(Math.floor(input.now.getTime() / 1000));
        const nonceStr = nonce(32);
        const pkg = `prepay_id=sandbox${input.orderSn}${nonce(8)}`;
        const paySign = createHmac('sha256', secret)
          .update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
          .digest('hex')
          .toUpperCase();
        return {
          kind: 'package',
          package: { appId, timeStamp, nonceStr, package: pkg, signType: 'HMAC-SHA256', paySign },
        };
      }
      if (input.channel === 'applepay') {
        const started = {
          orderSn: input.orderSn,
          amountCents: input.amountCents,
          createdAt: input.now,
        };
        return {
          kind: 'merchantSession',
          session: gateway.merchantSession(started, input.origin, input.now),
        };
      }
      const url = new URL(`/pay/sandbox/${input.orderSn}`, input.origin);
      url.searchParams.set('paytype', input.paytype);
      if (input.returnUrl) url.searchParams.set('return', input.returnUrl);
      return {
        kind: 'url',
        url: url.toString(),
        expiresAt: new Date(input.now.getTime() + URL_LIFETIME_MS[input.channel]),
      };
    },
  };
}

/** Starts (or restarts with the current amount and pay type) the sandbox payment of an order. */
async function recordSandboxPayment(
  tx: Tx,
  orderId: number,
  orderSn: string,
  paytype: PayType,
  amountCents: number,
  now: Date,
) {
  await tx
    .insert(sandboxPayments)
    .values({ orderId, orderSn, paytype, amountCents, status: 'pending', createdAt: now })
    .onConflictDoUpdate({
      target: sandboxPayments.orderId,
      set: { paytype, amountCents, createdAt: now },
      // A confirmed payment stays as it was.
      setWhere: eq(sandboxPayments.status, 'pending'),
    });
}

export function sandboxView(row: typeof sandboxPayments.$inferSelect): SandboxPayment {
  return {
    order_sn: row.orderSn,
    paytype: row.paytype as PayType,
    amount: toYuan(row.amountCents),
    status: row.status as SandboxPayment['status'],
    createdTime: isoShanghai(row.createdAt),
    ...(row.paidAt ? { paidTime: isoShanghai(row.paidAt) } : {}),
  };
}

export async function findSandboxPayment(db: DbOrTx, orderSn: string, lock = false) {
  const query = db.select().from(sandboxPayments).where(eq(sandboxPayments.orderSn, orderSn));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
