import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const registrationModule: ServerModule = {
  name: 'registration',
  handlers: ({ registrations }) => ({
    getReturnRegistrations: (request) => registrations.list(request.caller.id),
    saveReturnRegistration: (request) => registrations.save(request.caller.id, request.body),
  }),
  messages: { 'zh-Hans': zhHans, en, mn },
};
