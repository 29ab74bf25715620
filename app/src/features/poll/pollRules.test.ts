import { describe, expect, it } from 'vitest';
import type { PollItem } from './api';
import { voteStatus, withVote } from './pollRules';

function item(id: number, votes: number, createdTime: string): PollItem {
  return {
    id,
    pollId: 1,
    title: `entry ${id}`,
    description: '',
    pics: ['/p.svg'],
    votes,
    ownerId: 1,
    createdTime,
  };
}

describe('voteStatus', () => {
  it('lets a member vote only in an open poll they have not voted in', () => {
    expect(voteStatus({ state: 'open' })).toEqual({ kind: 'open' });
    expect(voteStatus({ state: 'upcoming' })).toEqual({ kind: 'upcoming' });
    expect(voteStatus({ state: 'ended' })).toEqual({ kind: 'ended' });
  });

  it('shows the earlier choice, whatever the state', () => {
    expect(voteStatus({ state: 'open', votedItemId: 2 })).toEqual({ kind: 'voted', itemId: 2 });
    expect(voteStatus({ state: 'ended', votedItemId: 3 })).toEqual({ kind: 'voted', itemId: 3 });
  });
});

describe('withVote', () => {
  it('replaces the voted entry and keeps most votes first, earliest first on ties', () => {
    const items = [
      item(1, 5, '2026-03-01T00:00:00Z'),
      item(2, 4, '2026-03-02T00:00:00Z'),
      item(3, 1, '2026-03-03T00:00:00Z'),
    ];
    expect(withVote(items, item(2, 5, '2026-03-02T00:00:00Z')).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(withVote(items, item(3, 6, '2026-03-03T00:00:00Z')).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});
