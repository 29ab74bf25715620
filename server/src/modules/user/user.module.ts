import { callerOf, clearSessionCookie } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import { AddressService } from './addresses.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { PasswordChangeService } from './password.service.js';
import { ProfileService } from './profile.service.js';

/**
 * The signed-in user's addresses, profile, password and user info. Every call acts on the
 * caller's own rows only. (The demo logins and their rows are the auth module's seed.)
 */
export const userModule: ServerModule = {
  name: 'user',
  handlers(ctx) {
    const now = () => ctx.now();
    const addresses = new AddressService(ctx.db, now);
    const profiles = new ProfileService(ctx.db, now);
    const passwords = new PasswordChangeService(ctx.db, now);
    return {
      getAddresses: (request) => addresses.list(callerOf(request).id),
      saveAddress: (request) => addresses.save(callerOf(request).id, request.body),
      removeAddress: (request) => addresses.remove(callerOf(request).id, request.params.id),
      setDefaultAddress: (request) => addresses.setDefault(callerOf(request).id, request.params.id),
      getDefaultAddress: (request) => addresses.getDefault(callerOf(request).id),
      getProfile: (request) => profiles.get(callerOf(request).id),
      saveProfile: (request) => profiles.save(callerOf(request).id, request.body),
      async modifyPassword(request) {
        const changed = await passwords.change(callerOf(request).id, request.body);
        // Every token of the user is revoked, the session cookie's too: it goes.
        clearSessionCookie(request.reply, ctx.config);
        return changed;
      },
      getUserInfo: (request) => profiles.userInfo(callerOf(request).id),
    };
  },
  messages: { 'zh-Hans': zhHans, en, mn },
};
