import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { RateLimiter } from './rateLimit.js';

describe('RateLimiter', () => {
  it('allows `limit` attempts in the window, then answers 429 until the window passes', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => new Date(now));
    for (let i = 0; i < 3; i += 1) limiter.hit('13800138000');
    expect(limiter.isLimited('13800138000')).toBe(true);
    expect(() => limiter.hit('13800138000')).toThrow(HttpError);
    expect(limiter.isLimited('13900139000')).toBe(false);
    now = 60_001;
    expect(limiter.isLimited('13800138000')).toBe(false);
    limiter.hit('13800138000');
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60_000, () => new Date(0));
    limiter.hit('k');
    limiter.reset('k');
    expect(() => limiter.hit('k')).not.toThrow();
  });
});
