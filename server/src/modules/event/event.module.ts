import type { ServerModule } from '../registry.js';
import { seedEvents } from './event.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const eventModule: ServerModule = {
  name: 'event',
  handlers: ({ events }) => ({
    getEvent: ({ params, caller }) => events.event(params.id, caller),
    searchEvents: ({ query, caller }) => events.search(query, caller),
    enrollEvent: (request) => events.enrol(request.caller.id, request.body),
    updateEvent: (request) => events.save(request.caller, request.body),
    getMyEvents: (request) => events.mine(request.caller.id, request.query),
    getEventsForReview: ({ query }) => events.forReview(query),
    reviewEvent: ({ body }) => events.review(body),
  }),
  seed: seedEvents,
  messages: { 'zh-Hans': zhHans, en, mn },
};
