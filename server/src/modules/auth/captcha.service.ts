import { createHmac } from 'node:crypto';
import type { ServiceDeps } from '../../context.js';
import { eq, lt } from 'drizzle-orm';
import { createChallenge, randomInt, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { Db } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';
import type { SuccessData } from '../../http/operations.js';

/** A challenge is valid 10 minutes. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
/**
 * Each try derives a key with PBKDF2-SHA-256 of this many iterations: the browser's own
 * Web Crypto does it (no script evaluation, no WebAssembly), and one try costs the server
 * a few milliseconds when it issues a challenge.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256' as const;
export const CAPTCHA_COST = 5000;
/** At level 0 the solution's counter lies from 200 up to 600: about 400 tries. */
const LEVEL_0_COUNTER = 200;
/** The hardest level: 32 times the work of level 0. */
export const MAX_CAPTCHA_LEVEL = 5;
/** Each 3 failed sign-ins of an account within an hour (from any address) add a level. */
export const ACCOUNT_FAILURES_PER_LEVEL = 3;

/** The counters a challenge of `level` may hide: from `low` up to (not including) `high`. */
export function counterRange(level: number): { low: number; high: number } {
  const low = LEVEL_0_COUNTER * 2 ** level;
  return { low, high: 3 * low };
}

/**
 * The level a challenge needs after recent failures: each `ACCOUNT_FAILURES_PER_LEVEL`
 * failures of the account and each fifth of the address's allowance of failures add one,
 * up to `MAX_CAPTCHA_LEVEL`. Each level doubles the expected work.
 */
export function challengeLevel(failures: {
  account: number;
  address: number;
  addressAllowance: number;
}): number {
  const byAccount = Math.floor(failures.account / ACCOUNT_FAILURES_PER_LEVEL);
  const byAddress = Math.floor((failures.address * MAX_CAPTCHA_LEVEL) / failures.addressAllowance);
  return Math.min(MAX_CAPTCHA_LEVEL, byAccount + byAddress);
}

/** A solution as the client sends it in `captchainput`: `<counter>:<derived key in hex>`. */
const SOLUTION = /^(\d{1,10}):([0-9a-f]{64})$/;

export const formatSolution = (solution: { counter: number; derivedKey: string }) =>
  `${solution.counter}:${solution.derivedKey}`;

/** What a checked challenge allows. */
export type CaptchaOutcome = 'solved' | 'invalid' | 'tooEasy';

type ServedChallenge = SuccessData<'refreshCaptcha'>['challenge'];

export interface IssuedChallenge {
  challenge: ServedChallenge;
  level: number;
  expiresAt: Date;
}

/** The challenge as the contract serves it (signed, of the one algorithm issued). */
function served(challenge: Challenge): ServedChallenge {
  const { parameters, signature } = challenge;
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || !signature) {
    throw new Error('A challenge is issued signed, with PBKDF2/SHA-256');
  }
  return { parameters: { ...parameters, algorithm: CAPTCHA_ALGORITHM }, signature };
}

/**
 * The proof-of-work challenges (ALTCHA) of client track ids, kept in the database: one per
 * track, replaced by each refresh, used up by the first check whatever its outcome.
 */
export class CaptchaService {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  private readonly db: Db;
  private readonly now: () => Date;

  constructor({ db, now, secret }: ServiceDeps<'db' | 'now', { secret: string }>) {
    this.db = db;
    this.now = now;
    const derived = (purpose: string) =>
      createHmac('sha256', secret).update(`captcha:${purpose}`).digest('base64url');
    this.signatureSecret = derived('challenge');
    this.keySecret = derived('key');
  }

  /**
   * Issues a new challenge of `level` for the track (replacing its previous one), with its
   * solution (`answer`, never served but by the development call). The server picks the
   * counter; the challenge shows the first half of its derived key, which only trying
   * counter after counter finds, and the signature of the whole key.
   */
  async issue(trackId: string, level: number): Promise<IssuedChallenge & { answer: string }> {
    const now = this.now();
    const { low, high } = counterRange(level);
    const counter = randomInt(high - 1, low);
    const created = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      counter,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    const answer = await this.solutionOf(created, counter);
    const expiresAt = new Date(now.getTime() + CAPTCHA_LIFETIME_MS);
    const row = { challenge: created, answer, level, createdAt: now, expiresAt };
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
    await this.db
      .insert(captchas)
      .values({ trackId, ...row })
      .onConflictDoUpdate({ target: captchas.trackId, set: row });
    return { challenge: served(created), level, expiresAt, answer };
  }

  /** The solution of `challenge`, known to hide `counter`: the solver's one try at it. */
  private async solutionOf(challenge: Challenge, counter: number): Promise<string> {
    const solution = await solveChallenge({ challenge, deriveKey, counterStart: counter });
    if (solution?.counter !== counter) throw new Error('The issued challenge has no solution');
    return formatSolution(solution);
  }

  /** The track's valid challenge, if any (for the development call `/dev/captcha/{trackId}`). */
  async current(trackId: string) {
    const rows = await this.db
      .select({ answer: captchas.answer, expiresAt: captchas.expiresAt })
      .from(captchas)
      .where(eq(captchas.trackId, trackId))
      .limit(1);
    const row = rows[0];
    return row && row.expiresAt > this.now() ? row : undefined;
  }

  /**
   * Uses up the track's challenge and tells whether `input` solves it: `invalid` when none
   * was issued, it expired, was already used, or `input` is not its solution; `tooEasy`
   * when it is solved but was issued at a level below `level` (the client asks for a new
   * one naming the account).
   */
  async use(trackId: string, input: string, level: number): Promise<CaptchaOutcome> {
    const [row] = await this.db.delete(captchas).where(eq(captchas.trackId, trackId)).returning({
      challenge: captchas.challenge,
      level: captchas.level,
      expiresAt: captchas.expiresAt,
    });
    const parts = SOLUTION.exec(input);
    if (!row || row.expiresAt <= this.now() || !parts) return 'invalid';
    const { verified } = await verifySolution({
      challenge: row.challenge,
      solution: { counter: Number(parts[1]), derivedKey: parts[2]! },
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    if (!verified) return 'invalid';
    return row.level < level ? 'tooEasy' : 'solved';
  }
}
