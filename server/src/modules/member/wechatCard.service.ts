import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext, ServiceDeps } from '../../context.js';
import { members } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { ensureMember } from './accounts.js';

/**
 * The WeChat membership card: the card template id and the `api_ticket` of the card API
 * are configured in a deployment (the ticket is refreshed from WeChat); without a ticket,
 * one derived from the server secret lets development servers produce well-formed, signed
 * packages offline.
 */
function wechatCardConfig(ctx: Pick<AppContext, 'config'>) {
  const { cardId, cardApiTicket } = ctx.config.wechat;
  return {
    cardId,
    apiTicket:
      cardApiTicket ??
      createHash('sha256').update(`card-ticket:${ctx.config.secret}`).digest('hex'),
  };
}

/** The member card in the WeChat wallet: the signed package to add it, and its code there. */
export class WechatCardService {
  constructor(private readonly deps: ServiceDeps<'db' | 'now' | 'config'>) {}

  /** The signed package that adds the member's card to WeChat (409 when already there). */
  async package(userId: number) {
    const member = await ensureMember(this.deps.db, userId, this.deps.now());
    if (member.wechatCode) throw fail.conflict('member.cardInWechat');
    const { cardId, apiTicket } = wechatCardConfig(this.deps);
    const timestamp = String(Math.floor(this.deps.now().getTime() / 1000));
    const nonce = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
    // WeChat's card signature: SHA-1 of the sorted values, concatenated.
    const signature = createHash('sha1')
      .update([apiTicket, timestamp, nonce, cardId, member.cardNo].sort().join(''))
      .digest('hex');
    return {
      cardId,
      cardExt: JSON.stringify({ code: member.cardNo, timestamp, nonce_str: nonce, signature }),
    };
  }

  /** Stores the code WeChat gave the member's card (once; 409 when it differs or is taken). */
  async storeCode(userId: number, code: string) {
    const { db } = this.deps;
    const member = await ensureMember(db, userId, this.deps.now());
    if (member.wechatCode === code) return { wechatCode: code };
    if (member.wechatCode) throw fail.conflict('member.wechatCodeDifferent');
    const [holder] = await db
      .select({ userId: members.userId })
      .from(members)
      .where(eq(members.wechatCode, code));
    if (holder) throw fail.conflict('member.wechatCodeTaken');
    const updated = await db
      .update(members)
      .set({ wechatCode: code })
      .where(eq(members.userId, userId))
      .returning({ wechatCode: members.wechatCode })
      .catch(() => []);
    // Another member stored the same code in the meantime (unique constraint).
    if (updated.length === 0) throw fail.conflict('member.wechatCodeTaken');
    return { wechatCode: code };
  }
}
