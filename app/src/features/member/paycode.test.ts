import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@citylife/api-client';
import { PAYCODE_POLL_MS, createPaycodeController, type PaycodeSource } from './paycode';

const FIRST = '284758743855233251';
const SECOND = '119283746501928374';

function source(statuses: Array<'valid' | 'used' | 'expired' | Error>) {
  const codes = [FIRST, SECOND];
  const issue = vi.fn(async () => ({
    code: codes.shift() ?? 'none',
    expiresAt: '2026-03-01T10:01:00+08:00',
  }));
  const status = vi.fn(async (_code: string) => {
    const next = statuses.shift() ?? 'valid';
    if (next instanceof Error) throw next;
    return next === 'used' ? { status: next, amount: 29.9 } : { status: next };
  });
  return { issue, status } satisfies PaycodeSource;
}

describe('the pay code controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('issues a code and looks at it every 3 s while it is valid', async () => {
    const api = source(['valid', 'valid']);
    const paycode = createPaycodeController(api);
    await paycode.refresh();
    expect(paycode.state).toMatchObject({ phase: 'valid', code: FIRST });
    expect(api.status).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS - 1);
    expect(api.status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.status).toHaveBeenCalledTimes(1);
    expect(api.status).toHaveBeenLastCalledWith(FIRST);
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS);
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(paycode.state.phase).toBe('valid');
    paycode.stop();
  });

  it('stops at used, with the amount charged', async () => {
    const api = source(['valid', 'used']);
    const paycode = createPaycodeController(api);
    await paycode.refresh();
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS * 2);
    expect(paycode.state).toMatchObject({ phase: 'used', amount: 29.9 });
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS * 5);
    expect(api.status).toHaveBeenCalledTimes(2);
  });

  it('stops at expired, and a refresh issues a new code that is polled again', async () => {
    const api = source(['expired', 'valid']);
    const paycode = createPaycodeController(api);
    await paycode.refresh();
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS);
    expect(paycode.state.phase).toBe('expired');
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS * 3);
    expect(api.status).toHaveBeenCalledTimes(1);

    await paycode.refresh();
    expect(paycode.state).toMatchObject({ phase: 'valid', code: SECOND, amount: undefined });
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS);
    expect(api.status).toHaveBeenLastCalledWith(SECOND);
    paycode.stop();
  });

  it('keeps looking after a failed look', async () => {
    const api = source([new NetworkError('timeout', 4, undefined), 'used']);
    const paycode = createPaycodeController(api);
    await paycode.refresh();
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS);
    expect(paycode.state.phase).toBe('valid');
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS);
    expect(paycode.state.phase).toBe('used');
  });

  it('stops looking when stopped, and ignores an answer that arrives afterwards', async () => {
    let answer: (value: { status: 'used' }) => void = () => {};
    const api = {
      issue: vi.fn(async () => ({ code: FIRST, expiresAt: '2026-03-01T10:01:00+08:00' })),
      status: vi.fn(() => new Promise<{ status: 'used' }>((resolve) => (answer = resolve))),
    };
    const paycode = createPaycodeController(api);
    await paycode.refresh();
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS);
    expect(api.status).toHaveBeenCalledTimes(1);
    paycode.stop();
    expect(paycode.state).toMatchObject({ phase: 'idle', code: undefined });
    answer({ status: 'used' });
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS * 3);
    expect(paycode.state.phase).toBe('idle');
    expect(api.status).toHaveBeenCalledTimes(1);
  });

  it('says why a code could not be issued', async () => {
    const api = source([]);
    api.issue.mockRejectedValueOnce(
      new ApiError({ code: 429, message: 'Too many pay codes' }, 429),
    );
    const paycode = createPaycodeController(api);
    await paycode.refresh();
    expect(paycode.state).toMatchObject({ phase: 'failed', error: 'Too many pay codes' });
    await vi.advanceTimersByTimeAsync(PAYCODE_POLL_MS * 2);
    expect(api.status).not.toHaveBeenCalled();
  });
});
