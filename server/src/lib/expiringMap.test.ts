import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringMap } from './expiringMap.js';

/** Sets the monotonic clock the map reads. */
function clockAt(ms: number) {
  vi.spyOn(performance, 'now').mockReturnValue(ms);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an expiring map', () => {
  it('answers an entry until its time to live has passed since it was set', () => {
    const map = new ExpiringMap<string, number>(1_000, 10);
    clockAt(5_000);
    map.set('a', 1);
    clockAt(5_999);
    expect(map.get('a')).toBe(1);
    clockAt(6_000);
    expect(map.get('a')).toBeUndefined();
    clockAt(5_500);
    expect(map.get('a')).toBeUndefined();
  });

  it('keeps at most its size, dropping the entry set longest ago; setting again renews one', () => {
    const map = new ExpiringMap<string, number>(1_000, 2);
    clockAt(0);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([3, undefined, 4]);
  });

  it('forgets one key, the values that pass a test, or everything', () => {
    const map = new ExpiringMap<string, number>(1_000, 10);
    clockAt(0);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const) {
      map.set(key, value);
    }
    map.delete('a');
    map.deleteWhere((value) => value % 2 === 0);
    expect(['a', 'b', 'c', 'd'].map((key) => map.get(key))).toEqual([
      undefined,
      undefined,
      3,
      undefined,
    ]);
    map.clear();
    expect(map.get('c')).toBeUndefined();
  });
});
