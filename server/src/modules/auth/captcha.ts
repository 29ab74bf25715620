import { randomInt } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
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
      .onConflictDoUpdate({ target: captchas.trackId, set: { answer, createdAt: now, expiresAt } });
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
      .select({ answer: captchas.answer, expiresAt: captchas.expiresAt })
      .from(captchas)
      .where(and(eq(captchas.trackId, trackId), gt(captchas.expiresAt, this.now())))
      .limit(1);
    return rows[0];
  }

  /**
   * Whether `input` answers the track's captcha (case-insensitive). A valid captcha stays
   * usable after a right answer; a wrong answer discards it.
   */
  async check(trackId: string, input: string): Promise<boolean> {
    const captcha = await this.current(trackId);
    if (captcha && captcha.answer.toLowerCase() === input.toLowerCase()) return true;
    await this.db.delete(captchas).where(eq(captchas.trackId, trackId));
    return false;
  }
}
