import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { clearSessionCookie, setSessionCookie } from '../../http/caller.js';
import type { Handlers } from '../../http/operations.js';
import { addressKey, clientAddress } from '../../lib/text.js';
import type { ServerModule } from '../registry.js';
import { seedAccounts } from './auth.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import type { SignInResult } from './users.service.js';

/**
 * Logs a sign-in (who and how; never the token), gives the browser its session cookie and
 * answers the result.
 */
const signedIn =
  (ctx: AppContext, { raw, reply }: { raw: FastifyRequest; reply: FastifyReply }, method: string) =>
  <Result extends Pick<SignInResult, 'token' | 'expiresAt' | 'user'>>(result: Result) => {
    raw.log.info({ userId: result.user.id, method }, 'signed in');
    setSessionCookie(reply, ctx.config, result, ctx.now());
    return result;
  };

/** What the limits per client address count by (see `addressKey`). */
const from = (raw: FastifyRequest) => addressKey(clientAddress(raw));

/** The origin the client called, for links in messages. */
const originOf = (raw: FastifyRequest) => `${raw.protocol}://${raw.host}`;

/**
 * Sign-in (captcha, passcode, password, token, WeChat), sign-out, registration, password
 * reset, and the development outbox and captcha calls. Seeds the demo logins. The sign-in
 * service's adapters are the server's `auth` option.
 */
export const authModule: ServerModule = {
  name: 'auth',
  handlers({ auth }, ctx): Handlers {
    const handlers: Handlers = {
      async refreshCaptcha({ params, query, raw, reply }) {
        const issued = await auth.refreshCaptcha(params.trackId, from(raw), query.account);
        reply.header('cache-control', 'no-store');
        return { ...issued, expiresAt: issued.expiresAt.toISOString() };
      },
      sendMobileLoginCode: ({ body, raw }) => auth.sendPasscode(body, from(raw)),
      signInWithPassword: (request) =>
        auth
          .signInWithPassword(request.body, from(request.raw))
          .then(signedIn(ctx, request, 'password')),
      signInWithPasscode: (request) =>
        auth
          .signInWithPasscode(request.body, from(request.raw))
          .then(signedIn(ctx, request, 'passcode')),
      signInWithToken: (request) =>
        auth
          .signInWithToken(request.body.token, from(request.raw))
          .then(signedIn(ctx, request, 'token')),
      signInWithWechatCode: (request) =>
        auth.signInWithWechat(request.query.code).then(signedIn(ctx, request, 'wechat')),
      checkToken: ({ params }) => auth.checkToken(params.token),
      async signOut(request) {
        await auth.signOut(request.caller.tokenHash);
        clearSessionCookie(request.reply, ctx.config);
        return null;
      },
      requestPasswordReset: ({ body, raw }) =>
        auth.requestPasswordReset(body, from(raw), originOf(raw)),
      resetPassword: ({ body }) => auth.resetPassword(body),
      register: (request) =>
        auth.register(request.body, from(request.raw)).then(signedIn(ctx, request, 'register')),
    };
    if (ctx.config.devTools) {
      Object.assign(handlers, {
        getDevOutbox: async ({ query }) => auth.devOutbox(query),
        getDevCaptcha: ({ params }) => auth.devCaptcha(params.trackId),
      } satisfies Handlers);
    }
    return handlers;
  },
  seed: seedAccounts,
  messages: { 'zh-Hans': zhHans, en, mn },
};
