import { describe, expect, it } from 'vitest';
import { eventTags, filterEvents, startsLater } from './events';

const events = [
  { title: '周末亲子采摘', description: '草莓', tags: ['亲子', '户外'] },
  { title: 'Lake concert', description: 'Music by the lake', tags: ['音乐', '户外'] },
  { title: '元宵灯会', description: '', tags: ['民俗', '亲子'] },
];

describe('eventTags', () => {
  it('lists each tag once, in order of appearance', () => {
    expect(eventTags(events)).toEqual(['亲子', '户外', '音乐', '民俗']);
  });
});

describe('filterEvents', () => {
  it('matches words in the title or description, ignoring case, and the tag', () => {
    expect(filterEvents(events, { words: '', tag: undefined })).toHaveLength(3);
    expect(filterEvents(events, { words: ' lake ', tag: undefined })).toEqual([events[1]]);
    expect(filterEvents(events, { words: '草莓', tag: undefined })).toEqual([events[0]]);
    expect(filterEvents(events, { words: '', tag: '亲子' })).toEqual([events[0], events[2]]);
    expect(filterEvents(events, { words: 'lake', tag: '亲子' })).toEqual([]);
  });
});

describe('startsLater', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('is true only for an open event whose start is still ahead', () => {
    expect(startsLater({ state: 'open', startTime: '2026-05-02T00:00:00Z' }, now)).toBe(true);
    expect(startsLater({ state: 'open', startTime: '2026-04-30T00:00:00Z' }, now)).toBe(false);
    expect(startsLater({ state: 'full', startTime: '2026-05-02T00:00:00Z' }, now)).toBe(false);
  });
});
