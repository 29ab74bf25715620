import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeToken } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { HttpError, fail } from '../../http/errors.js';
import type { OperationId, OperationRequest } from '../../http/operations.js';
import { acceptedPicture } from '../../http/pictures.js';
import type { Slot } from '../../http/limits.js';
import { CaptchaService, challengeLevel, type IssuedChallenge } from './captcha.service.js';
import { authLimits, type AuthLimits } from './limits.js';
import { DevOutbox, noGateway, type MessageSender, type OutboxKind } from './outbox.js';
import { PasscodeService } from './passcodes.service.js';
import { PasswordResetService } from './reset.service.js';
import {
  createWithPassword,
  findByAccount,
  findOrCreateByMobile,
  findOrCreateByWechat,
  mobileTaken,
  signIn,
  validToken,
  type SignInResult,
} from './users.service.js';
import { configuredWechat, type WechatOAuth } from './wechat.js';

type Body<Op extends OperationId> = OperationRequest<Op>['body'];

export interface AuthOptions {
  /**
   * Delivers passcodes and reset links: by default the development outbox (and the log) in
   * development mode, and nothing in production until a gateway's adapter is given here.
   */
  sender?: (ctx: AppContext, outbox: DevOutbox) => MessageSender;
  /** The WeChat application; from WECHAT_APP_ID and WECHAT_APP_SECRET by default. */
  wechat?: (ctx: AppContext) => WechatOAuth | undefined;
  /** Checks a password against its stored hash (scrypt); replaceable to watch the checks. */
  verifyPassword?: typeof verifyPassword;
}

/** A password check for an account that does not exist, so both take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('0'.repeat(64)));

/**
 * Sign-in (captcha, passcode, password, token, WeChat), sign-out, registration, password
 * reset, and the development outbox and captchas. `from` is the client address.
 */
export class AuthService {
  private readonly outbox: DevOutbox;
  private readonly wechat: WechatOAuth | undefined;
  private readonly limits: AuthLimits;
  private readonly captchas: CaptchaService;
  private readonly passcodes: PasscodeService;
  private readonly resets: PasswordResetService;
  private readonly verifyPassword: typeof verifyPassword;

  private readonly ctx: AppContext;

  constructor({ options = {}, ...ctx }: AppContext & { options?: AuthOptions }) {
    this.ctx = ctx;
    const now = () => ctx.now();
    this.outbox = new DevOutbox(ctx.log, now);
    const sender =
      options.sender?.(ctx, this.outbox) ?? (ctx.config.devTools ? this.outbox : noGateway);
    this.wechat = (options.wechat ?? (() => configuredWechat(ctx.config.wechat)))(ctx);
    this.verifyPassword = options.verifyPassword ?? verifyPassword;
    this.captchas = new CaptchaService({ db: ctx.db, now, secret: ctx.config.secret });
    this.limits = authLimits(ctx.db, ctx.config.addressLimits, now);
    this.passcodes = new PasscodeService({
      db: ctx.db,
      now,
      secret: ctx.config.secret,
      sender,
      attempts: this.limits.passcodeAttempts,
    });
    this.resets = new PasswordResetService({
      db: ctx.db,
      callerCache: ctx.callerCache,
      now,
      sender,
      attempts: this.limits.resetAttempts,
    });
  }

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return this.ctx.now();
  }

  /**
   * The level a challenge needs for `account` (as typed, any case) from the client address
   * `from`, after their recent failures.
   */
  private async challengeLevel(account: string | undefined, from: string): Promise<number> {
    const [byAccount, byAddress] = await Promise.all([
      account ? this.limits.accountFailures.attempts(account.toLowerCase()) : 0,
      this.limits.signInFailuresFrom.failures(from),
    ]);
    return challengeLevel({
      account: byAccount,
      address: byAddress,
      addressAllowance: this.ctx.config.addressLimits.signInFailures,
    });
  }

  /**
   * Uses up the form's challenge (`sessionId`, solved in `captchainput`) for a call about
   * `account`; a challenge that is wrong, expired, used or issued at a level below what the
   * account and address now need is a per-field message.
   */
  private async requireCaptcha(
    body: { sessionId: string; captchainput: string },
    account: string,
    from: string,
  ) {
    const level = await this.challengeLevel(account, from);
    const outcome = await this.captchas.use(body.sessionId, body.captchainput, level);
    if (outcome === 'tooEasy') throw fail.fields({ captchainput: { key: 'auth.captchaTooEasy' } });
    if (outcome !== 'solved') throw fail.fields({ captchainput: { key: 'auth.captchaInvalid' } });
  }

  /**
   * A failed sign-in of `account`: it raises the level of the account's next challenges,
   * and the metrics count it.
   */
  private async countFailure(account: string, method: 'password' | 'passcode') {
    this.ctx.tally.signInFailed(method);
    await this.limits.accountFailures.hit(account.toLowerCase());
  }

  /**
   * Checks a passcode while holding one of the client address's places; a wrong one counts
   * against the number from this address, the address, and the number's challenges.
   */
  private async verifyPasscode(mobile: string, passcode: string, from: string) {
    const place = await this.limits.signInFailuresFrom.take(from);
    try {
      await this.passcodes.verify(mobile, passcode, from);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        await place.fail();
        await this.countFailure(mobile, 'passcode');
      } else {
        await place.release();
      }
      throw error;
    }
    await place.release();
  }

  /**
   * A new proof-of-work challenge for the track, at the level that `account` (when the
   * client names it) and the client address need after their recent failures. In
   * development its solution goes to the outbox.
   */
  async refreshCaptcha(trackId: string, from: string, account?: string): Promise<IssuedChallenge> {
    await this.limits.captchaRefreshesFrom.hit(from);
    await this.limits.captchaRefreshes.hit(trackId);
    const level = await this.challengeLevel(account, from);
    const { answer, ...issued } = await this.captchas.issue(trackId, level);
    if (this.ctx.config.devTools) {
      this.outbox.record({
        to: trackId,
        kind: 'captcha',
        text: `challenge of level ${level} issued for track ${trackId}`,
        code: answer,
      });
    }
    return issued;
  }

  async sendPasscode(body: Body<'sendMobileLoginCode'>, from: string) {
    const { passcodeSendsFrom, passcodeSendsTo } = this.limits;
    // The limits are checked before the challenge is used, and counted once it was solved.
    for (const [limit, key] of [
      [passcodeSendsFrom, from],
      [passcodeSendsTo, body.mobile],
    ] as const) {
      if (await limit.isLimited(key)) throw fail.tooManyRequests('auth.passcodeTooMany');
    }
    await this.requireCaptcha(body, body.mobile, from);
    await passcodeSendsFrom.hit(from);
    await passcodeSendsTo.hit(body.mobile);
    return this.passcodes.send(body.mobile);
  }

  /**
   * Takes a place of the (account, address) pair and one of the address before anything
   * else is checked, so that however many attempts arrive at once, no more than the limits
   * are ever checked; the rest are refused with 429. A wrong password keeps both places as
   * failures; the right one, or a refused challenge, frees them (the right password also
   * forgets the pair's failures).
   */
  private async takePasswordPlaces(pair: string, from: string): Promise<Slot[]> {
    const { passwordAttempts, signInFailuresFrom } = this.limits;
    const forPair = await passwordAttempts.take(pair);
    try {
      return [forPair, await signInFailuresFrom.take(from)];
    } catch (error) {
      await forPair.release();
      throw error;
    }
  }

  async signInWithPassword(body: Body<'signInWithPassword'>, from: string) {
    const account = body.email.toLowerCase();
    const pair = `${account}|${from}`;
    const places = await this.takePasswordPlaces(pair, from);
    const releaseAll = () => Promise.all(places.map((place) => place.release()));
    let user: Awaited<ReturnType<typeof findByAccount>>;
    let matches: boolean;
    try {
      await this.requireCaptcha(body, account, from);
      user = await findByAccount(this.db, body.email);
      matches = user?.passwordHash
        ? await this.verifyPassword(body.password, user.passwordHash)
        : (await this.verifyPassword(body.password, await decoy())) && false;
    } catch (error) {
      await releaseAll();
      throw error;
    }
    if (!user || !matches) {
      for (const place of places) await place.fail();
      await this.countFailure(account, 'password');
      throw fail.unprocessable('auth.wrongAccountOrPassword');
    }
    await releaseAll();
    await this.limits.passwordAttempts.succeed(pair);
    return signIn(this.db, user, this.now());
  }

  async signInWithPasscode(body: Body<'signInWithPasscode'>, from: string) {
    await this.requireCaptcha(body, body.mobile, from);
    await this.verifyPasscode(body.mobile, body.passcode, from);
    if (!(await this.passcodes.consume(body.mobile, body.passcode))) {
      throw fail.fields({ passcode: { key: 'auth.passcodeInvalid' } });
    }
    const user = await findOrCreateByMobile(this.db, body.mobile, this.now());
    return signIn(this.db, user, this.now());
  }

  async signInWithToken(token: string, from: string) {
    await this.limits.tokenAttempts.check(from);
    const valid = await validToken(this.db, token, this.now());
    if (!valid) {
      this.ctx.tally.signInFailed('token');
      await this.limits.tokenAttempts.fail(from);
      throw fail.unprocessable('auth.tokenInvalid');
    }
    return { token, ...valid };
  }

  async signInWithWechat(code: string) {
    if (!this.wechat) throw fail.unprocessable('auth.wechatUnavailable');
    const identity = await this.wechat.exchange(code);
    // WeChat's avatar is kept only from an allowed picture origin, as any picture field.
    const avatar = identity.avatar && acceptedPicture(identity.avatar, this.ctx.config, '');
    const user = await findOrCreateByWechat(this.db, { ...identity, avatar }, this.now());
    return signIn(this.db, user, this.now());
  }

  async checkToken(token: string) {
    const valid = await validToken(this.db, token, this.now());
    return valid ? { valid: true as const, ...valid } : { valid: false as const };
  }

  async signOut(tokenHash: string): Promise<null> {
    await revokeToken(this.db, this.ctx.callerCache, tokenHash, this.now());
    return null;
  }

  /** Sends a reset link; `appOrigin` is the origin the client called (PUBLIC_URL wins). */
  async requestPasswordReset(body: Body<'requestPasswordReset'>, from: string, appOrigin: string) {
    if (await this.limits.resetRequests.isLimited(body.sessionId)) {
      throw fail.tooManyRequests('auth.resetWait');
    }
    await this.limits.resetRequestsFrom.hit(from);
    await this.requireCaptcha(body, body.email, from);
    await this.limits.resetRequests.hit(body.sessionId);
    const origin = this.ctx.config.publicUrl.replace(/\/$/, '') || appOrigin;
    await this.resets.request(body.email, origin);
    return null;
  }

  async resetPassword(body: Body<'resetPassword'>): Promise<null> {
    await this.resets.reset(body);
    return null;
  }

  async register(body: Body<'register'>, from: string): Promise<SignInResult> {
    await this.requireCaptcha(body, body.mobile, from);
    await this.verifyPasscode(body.mobile, body.passcode, from);
    if (await mobileTaken(this.db, body.mobile)) {
      throw fail.fields({ mobile: { key: 'auth.mobileTaken' } });
    }
    const passwordHash = await hashPassword(body.password);
    if (!(await this.passcodes.consume(body.mobile, body.passcode))) {
      throw fail.fields({ passcode: { key: 'auth.passcodeInvalid' } });
    }
    const { mobile, nickname } = body;
    const user = await createWithPassword(this.db, { mobile, nickname, passwordHash }, this.now());
    if (!user) throw fail.fields({ mobile: { key: 'auth.mobileTaken' } });
    return signIn(this.db, user, this.now());
  }

  /** The development outbox: the latest messages, oldest first. */
  devOutbox(filter: { to?: string | undefined; kind?: OutboxKind | undefined; limit?: number }) {
    return this.outbox.list({ to: filter.to, kind: filter.kind, limit: filter.limit ?? 20 });
  }

  /** The development solution of a track's challenge; 404 when it has none. */
  async devCaptcha(trackId: string) {
    const captcha = await this.captchas.current(trackId);
    if (!captcha) throw fail.notFound('auth.noCaptcha');
    return { trackId, answer: captcha.answer, expiresAt: captcha.expiresAt.toISOString() };
  }
}
