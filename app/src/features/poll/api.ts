import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

export type Poll = components['schemas']['Poll'];
export type PollItem = components['schemas']['PollItem'];
export type PollStat = components['schemas']['PollStat'];

/** The polls, the latest start first (one page of up to 50). */
export function fetchPolls() {
  return api.call((client) =>
    client.GET('/poll/search/', { params: { query: { pageno: 1, pagesize: 50 } } }),
  );
}

/** One poll; for a signed-in caller who voted, `votedItemId` names their entry. */
export function fetchPoll(id: number) {
  return api.call((client) => client.GET('/poll/getById/{id}', { params: { path: { id } } }));
}

/** A poll's entries, most votes first (one page of up to 100). */
export function fetchPollItems(pollId: number) {
  return api.call((client) =>
    client.GET('/poll/searchItem/', { params: { query: { pollId, pageno: 1, pagesize: 100 } } }),
  );
}

/** Votes for an entry; refusals (voted already, not open) are shown by the screen. */
export function votePoll(pollId: number, itemId: number) {
  return api.call((client) => client.POST('/poll/vote/', { body: { pollId, itemId } }), {
    alert: false,
  });
}

/** The votes per entry, most first, with each one's share in percent. */
export function fetchPollStat(id: number) {
  return api.call((client) => client.GET('/poll/stat/{id}', { params: { path: { id } } }));
}

/** The polls taking entries and votes now. */
export function fetchOpenPolls() {
  return api.call((client) =>
    client.GET('/poll/search/', { params: { query: { state: 'open', pageno: 1, pagesize: 50 } } }),
  );
}

/** Submits the caller's entry; field errors show under the fields, so no alert. */
export function enterPoll(body: {
  pollId: number;
  title: string;
  description: string;
  pics: string[];
}) {
  return api.call((client) => client.POST('/poll/enroll/', { body }), { alert: false });
}
