import { clearSessionCookie } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

/**
 * The signed-in user's addresses, profile, password and user info. Every call acts on the
 * caller's own rows only. (The demo logins and their rows are the auth module's seed.)
 */
export const userModule: ServerModule = {
  name: 'user',
  handlers({ addresses, profiles, passwords }, ctx) {
    return {
      getAddresses: (request) => addresses.list(request.caller.id),
      saveAddress: (request) => addresses.save(request.caller.id, request.body),
      removeAddress: (request) => addresses.remove(request.caller.id, request.params.id),
      setDefaultAddress: (request) => addresses.setDefault(request.caller.id, request.params.id),
      getDefaultAddress: (request) => addresses.getDefault(request.caller.id),
      getProfile: (request) => profiles.get(request.caller.id),
      saveProfile: (request) => profiles.save(request.caller.id, request.body),
      async modifyPassword(request) {
        const changed = await passwords.change(request.caller.id, request.body);
        // Every token of the user is revoked, the session cookie's too: it goes.
        clearSessionCookie(request.reply, ctx.config);
        return changed;
      },
      getUserInfo: (request) => profiles.userInfo(request.caller.id),
    };
  },
  messages: { 'zh-Hans': zhHans, en, mn },
};
