import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { FailureLimiter } from './limits.js';

const MINUTE = 60_000;

describe('FailureLimiter', () => {
  it('locks a key at the limit-th failure within the window, for the lock time', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 15 * MINUTE, () => new Date(now));
    limiter.fail('a');
    limiter.fail('a');
    expect(() => limiter.check('a')).not.toThrow();
    limiter.fail('a');
    expect(() => limiter.check('a')).toThrow(HttpError);
    try {
      limiter.check('a');
    } catch (error) {
      expect((error as HttpError).status).toBe(429);
    }
    expect(() => limiter.check('b')).not.toThrow();
    now = 15 * MINUTE - 1;
    expect(() => limiter.check('a')).toThrow(HttpError);
    now = 15 * MINUTE;
    expect(() => limiter.check('a')).not.toThrow();
  });

  it('counts only failures inside the window', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, MINUTE, () => new Date(now));
    limiter.fail('a');
    limiter.fail('a');
    now = MINUTE + 1;
    // The first two fell out of the window: two more do not lock, a third does.
    limiter.fail('a');
    limiter.fail('a');
    expect(() => limiter.check('a')).not.toThrow();
    limiter.fail('a');
    expect(() => limiter.check('a')).toThrow(HttpError);
  });

  it('forgets failures after a success', () => {
    const limiter = new FailureLimiter(2, MINUTE, () => new Date(0));
    limiter.fail('a');
    limiter.succeed('a');
    limiter.fail('a');
    expect(() => limiter.check('a')).not.toThrow();
  });

  it('drops finished keys once many are tracked, keeping active locks', () => {
    let now = 0;
    const limiter = new FailureLimiter(1, MINUTE, () => new Date(now));
    for (let i = 0; i < 10_001; i += 1) limiter.fail(`key-${i}`);
    expect(limiter.trackedKeys).toBe(10_001);
    now = MINUTE + 1;
    limiter.fail('locked');
    limiter.fail('another');
    expect(limiter.trackedKeys).toBe(2);
    expect(() => limiter.check('locked')).toThrow(HttpError);
  });
});
