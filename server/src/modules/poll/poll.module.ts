import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedPolls } from './poll.seed.js';

export const pollModule: ServerModule = {
  name: 'poll',
  handlers: ({ polls }) => ({
    getPoll: ({ params, caller, locale }) => polls.poll(params.id, caller?.id, locale),
    searchPolls: ({ query, locale }) => polls.search(query, locale),
    getPollItem: ({ params, locale }) => polls.item(params.id, locale),
    searchPollItems: ({ query, locale }) => polls.items(query.pollId, query, locale),
    votePoll: (request) =>
      polls.vote(request.caller.id, request.body.pollId, request.body.itemId, request.locale),
    getPollStat: ({ params, locale }) => polls.stat(params.id, locale),
    enrollPollItem: (request) => polls.enter(request.caller.id, request.body, request.locale),
  }),
  seed: seedPolls,
  messages: { 'zh-Hans': zhHans, en, mn },
};
