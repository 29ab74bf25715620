import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';

/** A captcha is valid 10 minutes. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;
/** Letters and digits without the look-alikes (0/O/o, 1/I/i/l/L, 2/Z/z, 5/S/s, 9/g/q). */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPRTUVWXYabcdefhjkmnprtuvwxy345678';

/** Renders `text` as an SVG image (svg-captcha's documented `svgCaptcha(text, options)`). */
const renderCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) {
    text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  }
  return text;
}

/** The captchas of client track ids, kept in the database. */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Issues a new captcha for the track (replacing its previous one) and renders it. */
  async issue(trackId: string): Promise<{ answer: string; svg: string; expiresAt: Date }> {
    const now = this.now();
    const answer = randomCaptchaText();
    const expiresAt = new Date(now.getTime() + CAPTCHA_LIFETIME_MS);
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
    await this.db
      .insert(captchas)
      .values({ trackId, answer, createdAt: now, expiresAt })
      .onConflictDoUpdate({
        target: captchas.trackId,
        set: { answer, createdAt: now, expiresAt, sentTo: null },
      });
    const svg = renderCaptcha(answer, {
      width: 120,
      height: 40,
      fontSize: 44,
      noise: 2,
      color: true,
    });
    return { answer, svg, expiresAt };
  }

  /** The track's valid captcha, if any (for the development call `/dev/captcha/{trackId}`). */
  async current(trackId: string) {
    const rows = await this.db
      .select({ answer: captchas.answer, expiresAt: captchas.expiresAt, sentTo: captchas.sentTo })
      .from(captchas)
      .where(and(eq(captchas.trackId, trackId), gt(captchas.expiresAt, this.now())))
      .limit(1);
    return rows[0];
  }

  /**
   * Whether `input` answers the track's captcha (case-insensitive), for one use:
   * - `send`: a passcode to `mobile`. An answer sends one passcode only; it then stays
   *   good for signing in or registering with that number.
   * - `passcode`: signing in or registering with a passcode sent to `mobile`.
   * - `once`: anything else (a password sign-in, a reset request); the answer is used up.
   * A wrong answer discards the captcha.
   */
  async check(
    trackId: string,
    input: string,
    use: { kind: 'send' | 'passcode'; mobile: string } | { kind: 'once' },
  ): Promise<boolean> {
    const captcha = await this.current(trackId);
    const right = captcha !== undefined && captcha.answer.toLowerCase() === input.toLowerCase();
    if (right && use.kind === 'send') {
      const claimed = await this.db
        .update(captchas)
        .set({ sentTo: use.mobile })
        .where(and(eq(captchas.trackId, trackId), isNull(captchas.sentTo)))
        .returning({ trackId: captchas.trackId });
      if (claimed.length > 0) return true;
    } else if (right && use.kind === 'passcode') {
      if (captcha.sentTo === null || captcha.sentTo === use.mobile) return true;
    } else if (right && captcha.sentTo === null) {
      const used = await this.db
        .delete(captchas)
        .where(and(eq(captchas.trackId, trackId), isNull(captchas.sentTo)))
        .returning({ trackId: captchas.trackId });
      return used.length > 0;
    }
    await this.discard(trackId);
    return false;
  }

  /** Uses up the track's captcha (after a sign-in or registration it allowed). */
  async discard(trackId: string): Promise<void> {
    await this.db.delete(captchas).where(eq(captchas.trackId, trackId));
  }
}
