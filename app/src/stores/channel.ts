/**
 * The channel a visitor came through (a poster, a partner's link, a mini program), kept on
 * the device: its id, code and type, from the first address that carried them
 * (`?channel_id=7&channel_code=poster-01&channel_type=offline`). A later address with a
 * channel replaces it; one without leaves it as it is.
 */
export interface Channel {
  id: number;
  code: string;
  type: string;
}

const STORAGE_KEY = 'citylife.channel';
const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const TYPE = /^[a-z][a-z0-9_-]{0,31}$/;

function isChannel(value: unknown): value is Channel {
  const channel = value as Partial<Channel> | null;
  return (
    typeof channel === 'object' &&
    channel !== null &&
    Number.isInteger(channel.id) &&
    (channel.id ?? 0) > 0 &&
    (channel.id ?? 0) <= 2147483647 &&
    typeof channel.code === 'string' &&
    CODE.test(channel.code) &&
    typeof channel.type === 'string' &&
    TYPE.test(channel.type)
  );
}

/** The channel an address's query names, when it names a whole, well-formed one. */
export function channelOfQuery(search: string): Channel | undefined {
  const query = new URLSearchParams(search);
  const id = query.get('channel_id') ?? '';
  const channel = {
    id: /^[1-9]\d{0,9}$/.test(id) ? Number(id) : Number.NaN,
    code: query.get('channel_code') ?? '',
    type: query.get('channel_type') ?? '',
  };
  return isChannel(channel) ? channel : undefined;
}

/** The kept channel after arriving at an address with `search`: the new one, else the kept one. */
export function keepChannel(storage: Storage | undefined, search: string): Channel | undefined {
  const arrived = channelOfQuery(search);
  try {
    if (arrived) {
      storage?.setItem(STORAGE_KEY, JSON.stringify(arrived));
      return arrived;
    }
    const kept: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    return isChannel(kept) ? kept : undefined;
  } catch {
    // Storage that is full, off or holds something else keeps no channel.
    return arrived;
  }
}
