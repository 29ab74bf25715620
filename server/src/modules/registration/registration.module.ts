import { callerOf } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { RegistrationService } from './registration.service.js';

export const registrationModule: ServerModule = {
  name: 'registration',
  handlers: (ctx) => {
    const registrations = new RegistrationService(ctx.db, ctx.now);
    return {
      getReturnRegistrations: (request) => registrations.list(callerOf(request).id),
      saveReturnRegistration: (request) => registrations.save(callerOf(request).id, request.body),
    };
  },
  messages: { 'zh-Hans': zhHans, en, mn },
};
