import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeToken } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { HttpError, fail } from '../../http/errors.js';
import type { OperationId, OperationRequest } from '../../http/operations.js';
import { CaptchaService } from './captcha.js';
import { authLimits, type AuthLimits } from './limits.js';
import { DevOutbox, noGateway, type MessageSender, type OutboxKind } from './outbox.js';
import { PasscodeService } from './passcodes.js';
import { PasswordResetService } from './reset.js';
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
import { wechatFromEnv, type WechatOAuth } from './wechat.js';

type Body<Op extends OperationId> = OperationRequest<Op>['body'];
type CaptchaUse = Parameters<CaptchaService['check']>[2];

export interface AuthOptions {
  /**
   * Delivers passcodes and reset links: by default the development outbox (and the log) in
   * development mode, and nothing in production until a gateway's adapter is given here.
   */
  sender?: (ctx: AppContext, outbox: DevOutbox) => MessageSender;
  /** The WeChat application; from WECHAT_APP_ID and WECHAT_APP_SECRET by default. */
  wechat?: (ctx: AppContext) => WechatOAuth | undefined;
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

  constructor(
    private readonly ctx: AppContext,
    options: AuthOptions = {},
  ) {
    const now = () => ctx.now();
    this.outbox = new DevOutbox(ctx.log, now);
    const sender =
      options.sender?.(ctx, this.outbox) ?? (ctx.config.devTools ? this.outbox : noGateway);
    this.wechat = (options.wechat ?? (() => wechatFromEnv()))(ctx);
    this.captchas = new CaptchaService(ctx.db, now);
    this.limits = authLimits(ctx.db, ctx.config.addressLimits, now);
    this.passcodes = new PasscodeService(
      ctx.db,
      now,
      ctx.config.secret,
      sender,
      this.limits.passcodeAttempts,
    );
    this.resets = new PasswordResetService(ctx.db, now, sender, this.limits.resetAttempts);
  }

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return this.ctx.now();
  }

  /** Checks a form's captcha for one use; a failure is a per-field message. */
  private async requireCaptcha(body: { sessionId: string; captchainput: string }, use: CaptchaUse) {
    if (!(await this.captchas.check(body.sessionId, body.captchainput, use))) {
      throw fail.fields({ captchainput: { key: 'auth.captchaInvalid' } });
    }
  }

  /** Checks a passcode; a failed entry counts against the number from this address, and the address. */
  private async verifyPasscode(mobile: string, passcode: string, from: string) {
    try {
      await this.passcodes.verify(mobile, passcode, from);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        await this.limits.signInFailuresFrom.fail(from);
      }
      throw error;
    }
  }

  /** A new captcha for the track, as an SVG image (its answer kept in the development outbox). */
  async refreshCaptcha(trackId: string, from: string): Promise<string> {
    await this.limits.captchaRefreshesFrom.hit(from);
    await this.limits.captchaRefreshes.hit(trackId);
    const { answer, svg } = await this.captchas.issue(trackId);
    if (this.ctx.config.devTools) {
      this.outbox.record({
        to: trackId,
        kind: 'captcha',
        text: `captcha issued for track ${trackId}`,
        code: answer,
      });
    }
    return svg;
  }

  async sendPasscode(body: Body<'sendMobileLoginCode'>, from: string) {
    const { passcodeSendsFrom, passcodeSendsTo } = this.limits;
    // The limits are checked before the captcha is used, and counted once it was right.
    for (const [limit, key] of [
      [passcodeSendsFrom, from],
      [passcodeSendsTo, body.mobile],
    ] as const) {
      if (await limit.isLimited(key)) throw fail.tooManyRequests('auth.passcodeTooMany');
    }
    await this.requireCaptcha(body, { kind: 'send', mobile: body.mobile });
    await passcodeSendsFrom.hit(from);
    await passcodeSendsTo.hit(body.mobile);
    return this.passcodes.send(body.mobile);
  }

  async signInWithPassword(body: Body<'signInWithPassword'>, from: string) {
    const { signInFailuresFrom, passwordAttempts } = this.limits;
    const key = body.email.toLowerCase();
    await signInFailuresFrom.check(from);
    await passwordAttempts.check(key);
    if (!(await this.captchas.check(body.sessionId, body.captchainput, { kind: 'once' }))) {
      throw fail.unprocessable('auth.captchaInvalid');
    }
    const user = await findByAccount(this.db, body.email);
    const matches = user?.passwordHash
      ? await verifyPassword(body.password, user.passwordHash)
      : (await verifyPassword(body.password, await decoy())) && false;
    if (!user || !matches) {
      await passwordAttempts.fail(key);
      await signInFailuresFrom.fail(from);
      throw fail.unprocessable('auth.wrongAccountOrPassword');
    }
    await passwordAttempts.succeed(key);
    return signIn(this.db, user, this.now());
  }

  async signInWithPasscode(body: Body<'signInWithPasscode'>, from: string) {
    await this.limits.signInFailuresFrom.check(from);
    await this.requireCaptcha(body, { kind: 'passcode', mobile: body.mobile });
    await this.verifyPasscode(body.mobile, body.passcode, from);
    if (!(await this.passcodes.consume(body.mobile, body.passcode))) {
      throw fail.fields({ passcode: { key: 'auth.passcodeInvalid' } });
    }
    await this.captchas.discard(body.sessionId);
    const user = await findOrCreateByMobile(this.db, body.mobile, this.now());
    return signIn(this.db, user, this.now());
  }

  async signInWithToken(token: string, from: string) {
    await this.limits.tokenAttempts.check(from);
    const valid = await validToken(this.db, token, this.now());
    if (!valid) {
      await this.limits.tokenAttempts.fail(from);
      throw fail.unprocessable('auth.tokenInvalid');
    }
    return { token, ...valid };
  }

  async signInWithWechat(code: string) {
    if (!this.wechat) throw fail.unprocessable('auth.wechatUnavailable');
    const identity = await this.wechat.exchange(code);
    const user = await findOrCreateByWechat(this.db, identity, this.now());
    return signIn(this.db, user, this.now());
  }

  async checkToken(token: string) {
    const valid = await validToken(this.db, token, this.now());
    return valid ? { valid: true as const, ...valid } : { valid: false as const };
  }

  async signOut(tokenHash: string): Promise<null> {
    await revokeToken(this.db, tokenHash, this.now());
    return null;
  }

  /** Sends a reset link; `appOrigin` is the origin the client called (PUBLIC_URL wins). */
  async requestPasswordReset(body: Body<'requestPasswordReset'>, from: string, appOrigin: string) {
    if (await this.limits.resetRequests.isLimited(body.sessionId)) {
      throw fail.tooManyRequests('auth.resetWait');
    }
    await this.limits.resetRequestsFrom.hit(from);
    await this.requireCaptcha(body, { kind: 'once' });
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
    await this.limits.signInFailuresFrom.check(from);
    await this.requireCaptcha(body, { kind: 'passcode', mobile: body.mobile });
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
    await this.captchas.discard(body.sessionId);
    return signIn(this.db, user, this.now());
  }

  /** The development outbox: the latest messages, oldest first. */
  devOutbox(filter: { to?: string | undefined; kind?: OutboxKind | undefined; limit?: number }) {
    return this.outbox.list({ to: filter.to, kind: filter.kind, limit: filter.limit ?? 20 });
  }

  /** The development answer of a track's captcha; 404 when it has none. */
  async devCaptcha(trackId: string) {
    const captcha = await this.captchas.current(trackId);
    if (!captcha) throw fail.notFound('auth.noCaptcha');
    return { trackId, answer: captcha.answer, expiresAt: captcha.expiresAt.toISOString() };
  }
}
