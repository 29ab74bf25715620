import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedPolls } from './poll.seed.js';

export const pollModule: ServerModule = {
  name: 'poll',
  handlers: ({ polls }) => ({
    getPoll: ({ params, caller }) => polls.poll(params.id, caller?.id),
    searchPolls: ({ query }) => polls.search(query),
    getPollItem: ({ params }) => polls.item(params.id),
    searchPollItems: ({ query }) => polls.items(query.pollId, query),
    votePoll: (request) => polls.vote(request.caller.id, request.body.pollId, request.body.itemId),
    getPollStat: ({ params }) => polls.stat(params.id),
    enrollPollItem: (request) => polls.enter(request.caller.id, request.body),
  }),
  seed: seedPolls,
  messages: { 'zh-Hans': zhHans, en, mn },
};
