import { type DbOrTx, type Tx } from '../../../lib/db.js';
import { toYuan } from '../../../lib/money.js';
import { isoShanghai } from '../../../lib/shanghaiTime.js';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { sandboxPayments } from '../../../db/schema/index.js';
import type { PaymentProvider, PayType, StartPaymentInput, StartedPayment } from './provider.js';

export type SandboxPayment = components['schemas']['SandboxPayment'];
export type SandboxNotification = components['schemas']['SandboxNotification'];

const MINUTE_MS = 60 * 1000;
/** How long each kind of payment URL stays valid (as the real gateways do). */
const URL_LIFETIME_MS = { mweb: 5 * MINUTE_MS, native: 120 * MINUTE_MS, wap: 15 * MINUTE_MS };

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

  private signature(n: Omit<SandboxNotification, 'sign'>): string {
    return createHmac('sha256', this.secret).update(SandboxGateway.signed(n)).digest('hex');
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
    const expected = Buffer.from(this.signature(fields), 'hex');
    const given = Buffer.from(sign, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
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
  return {
    name: 'sandbox',
    gateway: new SandboxGateway(secret),
    paytypes: ['wxpay', 'wxapppay', 'alipay'],
    async start(tx: Tx, input: StartPaymentInput): Promise<StartedPayment> {
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
