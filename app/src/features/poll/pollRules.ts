import type { Poll, PollItem } from './api';

/** What the detail screen tells the member about voting in a poll. */
export type VoteStatus =
  { kind: 'open' } | { kind: 'voted'; itemId: number } | { kind: 'upcoming' } | { kind: 'ended' };

/**
 * Voting is possible only while the poll is open, and only once: a member who voted sees
 * their choice and no vote buttons. The server enforces the same rules.
 */
export function voteStatus(poll: Pick<Poll, 'state' | 'votedItemId'>): VoteStatus {
  if (poll.votedItemId !== undefined) return { kind: 'voted', itemId: poll.votedItemId };
  if (poll.state === 'upcoming') return { kind: 'upcoming' };
  if (poll.state === 'ended') return { kind: 'ended' };
  return { kind: 'open' };
}

/** The entries after a vote was counted: the voted entry replaced, most votes first. */
export function withVote(items: readonly PollItem[], voted: PollItem): PollItem[] {
  return items
    .map((item) => (item.id === voted.id ? voted : item))
    .sort((a, b) => b.votes - a.votes || a.createdTime.localeCompare(b.createdTime));
}
