// Limits per client address count the addresses one client takes in turn as one: an IPv6
// /64, the IPv4 address inside an IPv4-mapped one, and every loopback address.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';

const server = useTestServer();

/** An attempt to sign in with a token nobody was given, from `from`. */
async function guessToken(from: string) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/user/tokenAuth/',
    remoteAddress: from,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-request-locale': 'en' },
    payload: { token: randomBytes(32).toString('base64url') },
  });
  return answer.statusCode;
}

/** 30 guesses at once, each from another address that `address(i)` makes. */
const guessAtOnce = (address: (i: number) => string) =>
  Promise.all(Array.from({ length: 30 }, (_, i) => guessToken(address(i + 1))));

describe('token guesses (20 per client address within 15 minutes)', () => {
  it('from every address of one IPv6 /64 count together; another /64 is another client', async () => {
    const statuses = await guessAtOnce((i) => `2001:db8:aa:1::${i.toString(16)}`);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    expect(await guessToken('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await guessToken('2001:db8:aa:2::1')).toBe(422);
  });

  it('from an IPv4-mapped address count for its IPv4 address', async () => {
    await guessAtOnce(() => '::ffff:198.51.100.23');
    expect(await guessToken('198.51.100.23')).toBe(429);
    expect(await guessToken('198.51.100.24')).toBe(422);
  });

  it('from every loopback address count as this one machine', async () => {
    await guessAtOnce((i) => `127.0.0.${i}`);
    expect(await guessToken('127.99.0.1')).toBe(429);
    expect(await guessToken('::1')).toBe(429);
  });
});
