import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeToken } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { users, wechatAccounts } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { HttpError, fail } from '../../http/errors.js';
import type { Handlers } from '../../http/operations.js';
import { FailureLock, RateLimit } from '../../http/limits.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { CaptchaService } from './captcha.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { DevOutbox, noGateway, type MessageSender } from './outbox.js';
import { PasscodeService } from './passcodes.js';
import { PasswordResetService } from './reset.js';
import {
  findByAccount,
  findOrCreateByMobile,
  signIn,
  validToken,
  type SignInResult,
} from './users.service.js';
import { wechatFromEnv, type WechatOAuth } from './wechat.js';

registerMessages('auth', { 'zh-Hans': zhHans, en, mn });

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface AuthModuleOptions {
  /**
   * Delivers passcodes and reset links: by default the development outbox (and the log) in
   * development mode, and nothing in production until a gateway's adapter is given here.
   */
  sender?: (ctx: AppContext, outbox: DevOutbox) => MessageSender;
  /** The WeChat application; from WECHAT_APP_ID and WECHAT_APP_SECRET by default. */
  wechat?: (ctx: AppContext) => WechatOAuth | undefined;
}

/** Origin of the app for links in messages: PUBLIC_URL, else the origin the client called. */
function appOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl.replace(/\/$/, '') || `${request.protocol}://${request.host}`;
}

/** A password check for an account that does not exist, so both take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('0'.repeat(64)));

/**
 * Sign-in (captcha, passcode, password, token, WeChat), sign-out, registration, password
 * reset, and the development outbox and captcha calls.
 */
export function createAuthModule(options: AuthModuleOptions = {}): ServerModule {
  return {
    name: 'auth',
    handlers(ctx): Handlers {
      const { db } = ctx;
      const now = () => ctx.now();
      const outbox = new DevOutbox(ctx.log, now);
      const sender = options.sender?.(ctx, outbox) ?? (ctx.config.devTools ? outbox : noGateway);
      const wechat = (options.wechat ?? (() => wechatFromEnv()))(ctx);

      const captchas = new CaptchaService(db, now);
      const limits = ctx.config.addressLimits;
      // Limits, kept in the database (they survive restarts and hold across instances).
      /** 30 captchas per track id per minute. */
      const captchaRefreshes = new RateLimit(db, 'captcha-track', 30, MINUTE, now);
      /** 120 captchas per client address per minute (a guessed answer needs a new one). */
      const captchaRefreshesFrom = new RateLimit(
        db,
        'captcha-ip',
        limits.captchasPerMinute,
        MINUTE,
        now,
      );
      /** Passcode sends: 10 per client address and 5 per number within an hour. */
      const passcodeSendsFrom = new RateLimit(
        db,
        'passcode-send-ip',
        limits.passcodesPerHour,
        HOUR,
        now,
        { key: 'auth.passcodeTooMany' },
      );
      const passcodeSendsTo = new RateLimit(db, 'passcode-send-number', 5, HOUR, now, {
        key: 'auth.passcodeTooMany',
      });
      /**
       * 10 wrong passcodes for a number from one client address within 15 minutes lock that
       * pair: a stranger's wrong entries never lock the owner's own sign-in.
       */
      const passcodeAttempts = new FailureLock(db, 'passcode-number-ip', 10, 15 * MINUTE, now);
      const passcodes = new PasscodeService(db, now, ctx.config.secret, sender, passcodeAttempts);
      /** 5 wrong passwords per account within 15 minutes lock its password sign-in 15 minutes. */
      const passwordAttempts = new FailureLock(db, 'password-account', 5, 15 * MINUTE, now);
      /**
       * 10 failed sign-ins from one client address within 15 minutes, whatever the accounts
       * (password spraying, passcode guessing), lock that address's sign-ins 15 minutes.
       */
      const signInFailuresFrom = new FailureLock(
        db,
        'sign-in-ip',
        limits.signInFailures,
        15 * MINUTE,
        now,
      );
      /** 20 unknown tokens per client address within 15 minutes. */
      const tokenAttempts = new FailureLock(db, 'token-ip', 20, 15 * MINUTE, now);
      /** One reset request per track id per minute, 5 per client address per hour. */
      const resetRequests = new RateLimit(db, 'reset-track', 1, MINUTE, now, {
        key: 'auth.resetWait',
      });
      const resetRequestsFrom = new RateLimit(db, 'reset-ip', limits.resetsPerHour, HOUR, now);
      /** 10 failed resets per user id within an hour. */
      const resetAttempts = new FailureLock(db, 'reset-user', 10, HOUR, now);
      const resets = new PasswordResetService(db, now, sender, resetAttempts);

      /** Logs a sign-in (who and how; never the token) and answers its result. */
      const signedIn = (raw: FastifyRequest, method: string, result: SignInResult) => {
        raw.log.info({ userId: result.user.id, method }, 'signed in');
        return result;
      };

      /** Checks a form's captcha for one use; a failure is a per-field message. */
      const requireCaptcha = async (
        body: { sessionId: string; captchainput: string },
        use: Parameters<CaptchaService['check']>[2],
      ) => {
        if (!(await captchas.check(body.sessionId, body.captchainput, use))) {
          throw fail.fields({ captchainput: { key: 'auth.captchaInvalid' } });
        }
      };

      /** A failed passcode entry counts against the number from this address, and the address. */
      const passcodeFailed = async <T>(raw: FastifyRequest, attempt: Promise<T>) => {
        try {
          return await attempt;
        } catch (error) {
          if (error instanceof HttpError && error.status === 422) {
            await signInFailuresFrom.fail(raw.ip);
          }
          throw error;
        }
      };

      const handlers: Handlers = {
        async refreshCaptcha({ params, raw, reply }) {
          await captchaRefreshesFrom.hit(raw.ip);
          await captchaRefreshes.hit(params.trackId);
          const { answer, svg } = await captchas.issue(params.trackId);
          if (ctx.config.devTools) {
            outbox.record({
              to: params.trackId,
              kind: 'captcha',
              text: `captcha issued for track ${params.trackId}`,
              code: answer,
            });
          }
          await reply
            .header('cache-control', 'no-store')
            .type('image/svg+xml; charset=utf-8')
            .send(svg);
          return undefined as never;
        },

        async sendMobileLoginCode({ body, raw }) {
          // The limits are checked before the captcha is used, and counted once it was right.
          for (const [limit, key] of [
            [passcodeSendsFrom, raw.ip],
            [passcodeSendsTo, body.mobile],
          ] as const) {
            if (await limit.isLimited(key)) throw fail.tooManyRequests('auth.passcodeTooMany');
          }
          await requireCaptcha(body, { kind: 'send', mobile: body.mobile });
          await passcodeSendsFrom.hit(raw.ip);
          await passcodeSendsTo.hit(body.mobile);
          return passcodes.send(body.mobile);
        },

        async signInWithPassword({ body, raw }) {
          const key = body.email.toLowerCase();
          await signInFailuresFrom.check(raw.ip);
          await passwordAttempts.check(key);
          if (!(await captchas.check(body.sessionId, body.captchainput, { kind: 'once' }))) {
            throw fail.unprocessable('auth.captchaInvalid');
          }
          const user = await findByAccount(db, body.email);
          const matches = user?.passwordHash
            ? await verifyPassword(body.password, user.passwordHash)
            : (await verifyPassword(body.password, await decoy())) && false;
          if (!user || !matches) {
            await passwordAttempts.fail(key);
            await signInFailuresFrom.fail(raw.ip);
            throw fail.unprocessable('auth.wrongAccountOrPassword');
          }
          await passwordAttempts.succeed(key);
          return signedIn(raw, 'password', await signIn(db, user, now()));
        },

        async signInWithPasscode({ body, raw }) {
          await signInFailuresFrom.check(raw.ip);
          await requireCaptcha(body, { kind: 'passcode', mobile: body.mobile });
          await passcodeFailed(raw, passcodes.verify(body.mobile, body.passcode, raw.ip));
          if (!(await passcodes.consume(body.mobile, body.passcode))) {
            throw fail.fields({ passcode: { key: 'auth.passcodeInvalid' } });
          }
          await captchas.discard(body.sessionId);
          const user = await findOrCreateByMobile(db, body.mobile, now());
          return signedIn(raw, 'passcode', await signIn(db, user, now()));
        },

        async signInWithToken({ body, raw }) {
          await tokenAttempts.check(raw.ip);
          const valid = await validToken(db, body.token, now());
          if (!valid) {
            await tokenAttempts.fail(raw.ip);
            throw fail.unprocessable('auth.tokenInvalid');
          }
          return { token: body.token, ...valid };
        },

        async signInWithWechatCode({ query, raw }) {
          if (!wechat) throw fail.unprocessable('auth.wechatUnavailable');
          const identity = await wechat.exchange(query.code);
          const linked = async () =>
            (
              await db
                .select({ id: users.id })
                .from(wechatAccounts)
                .innerJoin(users, eq(users.id, wechatAccounts.userId))
                .where(eq(wechatAccounts.openid, identity.openid))
                .limit(1)
            )[0];
          let account = await linked();
          if (!account) {
            const nickname = identity.nickname?.trim().slice(0, 32) || '微信用户';
            await db.transaction(async (tx) => {
              const [created] = await tx
                .insert(users)
                .values({
                  nickname,
                  avatar: identity.avatar?.slice(0, 500) ?? '',
                  createdAt: now(),
                })
                .returning({ id: users.id });
              const link = await tx
                .insert(wechatAccounts)
                .values({
                  openid: identity.openid,
                  unionid: identity.unionid,
                  userId: created!.id,
                  createdAt: now(),
                })
                .onConflictDoNothing()
                .returning({ openid: wechatAccounts.openid });
              // Linked meanwhile by a simultaneous sign-in: drop the spare user.
              if (link.length === 0) await tx.delete(users).where(eq(users.id, created!.id));
            });
            account = await linked();
          }
          const [user] = await db.select().from(users).where(eq(users.id, account!.id));
          return signedIn(raw, 'wechat', await signIn(db, user!, now()));
        },

        async checkToken({ params }) {
          const valid = await validToken(db, params.token, now());
          return valid ? { valid: true as const, ...valid } : { valid: false as const };
        },

        async signOut(request) {
          await revokeToken(db, callerOf(request).tokenHash, now());
          return null;
        },

        async requestPasswordReset({ body, raw }) {
          if (await resetRequests.isLimited(body.sessionId)) {
            throw fail.tooManyRequests('auth.resetWait');
          }
          await resetRequestsFrom.hit(raw.ip);
          await requireCaptcha(body, { kind: 'once' });
          await resetRequests.hit(body.sessionId);
          await resets.request(body.email, appOrigin(ctx, raw));
          return null;
        },

        async resetPassword({ body }) {
          await resets.reset(body);
          return null;
        },

        async register({ body, raw }): Promise<SignInResult> {
          await signInFailuresFrom.check(raw.ip);
          await requireCaptcha(body, { kind: 'passcode', mobile: body.mobile });
          await passcodeFailed(raw, passcodes.verify(body.mobile, body.passcode, raw.ip));
          const taken = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.mobile, body.mobile))
            .limit(1);
          if (taken.length) throw fail.fields({ mobile: { key: 'auth.mobileTaken' } });
          const passwordHash = await hashPassword(body.password);
          if (!(await passcodes.consume(body.mobile, body.passcode))) {
            throw fail.fields({ passcode: { key: 'auth.passcodeInvalid' } });
          }
          const [user] = await db
            .insert(users)
            .values({
              mobile: body.mobile,
              nickname: body.nickname,
              passwordHash,
              createdAt: now(),
            })
            .onConflictDoNothing({ target: users.mobile })
            .returning();
          if (!user) throw fail.fields({ mobile: { key: 'auth.mobileTaken' } });
          await captchas.discard(body.sessionId);
          return signedIn(raw, 'register', await signIn(db, user, now()));
        },
      };

      if (ctx.config.devTools) {
        Object.assign(handlers, {
          async getDevOutbox({ query }) {
            return outbox.list({ to: query.to, kind: query.kind, limit: query.limit ?? 20 });
          },
          async getDevCaptcha({ params }) {
            const captcha = await captchas.current(params.trackId);
            if (!captcha) throw fail.notFound('auth.noCaptcha');
            return {
              trackId: params.trackId,
              answer: captcha.answer,
              expiresAt: captcha.expiresAt.toISOString(),
            };
          },
        } satisfies Handlers);
      }
      return handlers;
    },
  };
}

export const authModule = createAuthModule();
