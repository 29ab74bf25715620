import { describe, expect, it } from 'vitest';
import { channelOfQuery, keepChannel } from './channel';

/** A Storage of a plain map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the channel a visitor came through', () => {
  it('is read from a whole, well-formed query', () => {
    expect(channelOfQuery('?channel_id=7&channel_code=poster-01&channel_type=offline')).toEqual({
      id: 7,
      code: 'poster-01',
      type: 'offline',
    });
  });

  it.each([
    '',
    '?channel_id=7&channel_code=poster',
    '?channel_id=0&channel_code=a&channel_type=b',
    '?channel_id=1.5&channel_code=a&channel_type=b',
    '?channel_id=2147483648&channel_code=a&channel_type=b',
    '?channel_id=7&channel_code=%3Cscript%3E&channel_type=b',
    `?channel_id=7&channel_code=${'a'.repeat(33)}&channel_type=b`,
    '?channel_id=7&channel_code=a&channel_type=Offline!',
  ])('is not taken from %j', (search) => {
    expect(channelOfQuery(search)).toBeUndefined();
  });

  it('is kept on the device until another address carries one', () => {
    const storage = memoryStorage();
    expect(keepChannel(storage, '')).toBeUndefined();
    const first = keepChannel(storage, '?channel_id=7&channel_code=p1&channel_type=offline');
    expect(keepChannel(storage, '?q=apples')).toEqual(first);
    expect(keepChannel(storage, '?channel_id=9&channel_code=wx&channel_type=miniapp')).toEqual({
      id: 9,
      code: 'wx',
      type: 'miniapp',
    });
    expect(keepChannel(storage, '')).toMatchObject({ id: 9 });
  });

  it('ignores what the storage holds when it is not a channel', () => {
    const storage = memoryStorage();
    storage.setItem('citylife.channel', '{"id":"7","code":"x","type":"y"}');
    expect(keepChannel(storage, '')).toBeUndefined();
    storage.setItem('citylife.channel', 'not json');
    expect(keepChannel(storage, '')).toBeUndefined();
  });
});
