import type { ServerModule } from '../registry.js';
import { seedEvents } from './event.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const eventModule: ServerModule = {
  name: 'event',
  handlers: ({ events }) => ({
    getEvent: ({ params, caller, locale }) => events.event(params.id, caller, locale),
    searchEvents: ({ query, caller, locale }) => events.search(query, caller, locale),
    enrollEvent: (request) => events.enrol(request.caller.id, request.body),
    updateEvent: (request) => events.save(request.caller, request.body, request.locale),
    getMyEvents: (request) => events.mine(request.caller.id, request.query, request.locale),
    getEventsForReview: ({ query, locale }) => events.forReview(query, locale),
    reviewEvent: ({ body, locale }) => events.review(body, locale),
  }),
  seed: seedEvents,
  messages: { 'zh-Hans': zhHans, en, mn },
};
