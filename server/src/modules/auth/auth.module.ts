import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../http/caller.js';
import type { Handlers } from '../../http/operations.js';
import { clientAddress } from '../../lib/text.js';
import type { ServerModule } from '../registry.js';
import { seedAccounts } from './auth.seed.js';
import { AuthService, type AuthOptions } from './auth.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import type { SignInResult } from './users.service.js';

export type AuthModuleOptions = AuthOptions;

/** Logs a sign-in (who and how; never the token) and answers its result. */
const signedIn = (raw: FastifyRequest, method: string) => (result: SignInResult) => {
  raw.log.info({ userId: result.user.id, method }, 'signed in');
  return result;
};

/** The origin the client called, for links in messages. */
const originOf = (raw: FastifyRequest) => `${raw.protocol}://${raw.host}`;

/**
 * Sign-in (captcha, passcode, password, token, WeChat), sign-out, registration, password
 * reset, and the development outbox and captcha calls. Seeds the demo logins.
 */
export function createAuthModule(options: AuthModuleOptions = {}): ServerModule {
  return {
    name: 'auth',
    handlers(ctx): Handlers {
      const auth = new AuthService(ctx, options);
      const handlers: Handlers = {
        async refreshCaptcha({ params, raw, reply }) {
          const svg = await auth.refreshCaptcha(params.trackId, clientAddress(raw));
          await reply
            .header('cache-control', 'no-store')
            .type('image/svg+xml; charset=utf-8')
            .send(svg);
          return undefined as never;
        },
        sendMobileLoginCode: ({ body, raw }) => auth.sendPasscode(body, clientAddress(raw)),
        signInWithPassword: ({ body, raw }) =>
          auth.signInWithPassword(body, clientAddress(raw)).then(signedIn(raw, 'password')),
        signInWithPasscode: ({ body, raw }) =>
          auth.signInWithPasscode(body, clientAddress(raw)).then(signedIn(raw, 'passcode')),
        signInWithToken: ({ body, raw }) => auth.signInWithToken(body.token, clientAddress(raw)),
        signInWithWechatCode: ({ query, raw }) =>
          auth.signInWithWechat(query.code).then(signedIn(raw, 'wechat')),
        checkToken: ({ params }) => auth.checkToken(params.token),
        signOut: (request) => auth.signOut(callerOf(request).tokenHash),
        requestPasswordReset: ({ body, raw }) =>
          auth.requestPasswordReset(body, clientAddress(raw), originOf(raw)),
        resetPassword: ({ body }) => auth.resetPassword(body),
        register: ({ body, raw }) =>
          auth.register(body, clientAddress(raw)).then(signedIn(raw, 'register')),
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
}

export const authModule = createAuthModule();
