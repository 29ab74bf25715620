import { callerOf } from '../../http/caller.js';
import { fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import { FailureLock } from '../../http/limits.js';
import { findUserInfo } from '../auth/users.service.js';
import type { ServerModule } from '../registry.js';
import { AddressService } from './addresses.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { PasswordChangeService } from './password.service.js';
import { ProfileService } from './profile.service.js';
import { seedAccounts } from './seed.js';

registerMessages('user', { 'zh-Hans': zhHans, en, mn });

/**
 * The signed-in user's addresses, profile, password and user info. Every call acts on the
 * caller's own rows only. Seeds the demo member and the admin.
 */
export const userModule: ServerModule = {
  name: 'user',
  handlers(ctx) {
    const now = () => ctx.now();
    const addresses = new AddressService(ctx.db, now);
    const profiles = new ProfileService(ctx.db, now);
    /** 5 wrong old passwords per user within 15 minutes lock the call for 15 minutes. */
    const passwords = new PasswordChangeService(
      ctx.db,
      now,
      new FailureLock(ctx.db, 'password-change', 5, 15 * 60 * 1000, now),
    );
    return {
      async getAddresses(request) {
        return addresses.list(callerOf(request).id);
      },
      async saveAddress(request) {
        return addresses.save(callerOf(request).id, request.body);
      },
      async removeAddress(request) {
        return addresses.remove(callerOf(request).id, request.params.id);
      },
      async setDefaultAddress(request) {
        return addresses.setDefault(callerOf(request).id, request.params.id);
      },
      async getDefaultAddress(request) {
        return addresses.getDefault(callerOf(request).id);
      },
      async getProfile(request) {
        return profiles.get(callerOf(request).id);
      },
      async saveProfile(request) {
        return profiles.save(callerOf(request).id, request.body);
      },
      async modifyPassword(request) {
        await passwords.change(callerOf(request).id, request.body);
        return null;
      },
      async getUserInfo(request) {
        const info = await findUserInfo(ctx.db, callerOf(request).id);
        if (!info) throw fail.unauthorized();
        return info;
      },
    };
  },
  seed: seedAccounts,
};
