import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@citylife/api-client';
import { session } from '../../stores/session';
import type { fetchChallenge as FetchChallenge } from './api';
import { CaptchaUnsolved } from './failures';
import type { ChallengeSolver } from './solveChallenge';
import { useCaptcha } from './useCaptcha';

/** Challenges numbered as they are fetched; the solver answers `solution-<n>` for the n-th. */
function harness(solveWith?: (n: number) => Promise<string>) {
  let fetched = 0;
  const fetchChallenge = vi.fn<typeof FetchChallenge>(async () => {
    fetched += 1;
    const parameters = {
      algorithm: 'PBKDF2/SHA-256' as const,
      nonce: String(fetched),
      salt: '00',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
    };
    return {
      challenge: { parameters, signature: '00' },
      level: 0,
      expiresAt: '2026-03-02T10:10:00+08:00',
    };
  });
  const solve: ChallengeSolver = (challenge) => {
    const n = Number(challenge.parameters.nonce);
    return solveWith ? solveWith(n) : Promise.resolve(`solution-${n}`);
  };
  const hook = renderHook(() => useCaptcha(true, solve, fetchChallenge));
  return { hook, fetchChallenge };
}

const refused = () =>
  new ApiError({ code: 422, message: { captchainput: 'Verification invalid or expired' } }, 422);

describe('useCaptcha', () => {
  it('solves a challenge of the track in the background, and says so', async () => {
    const { hook, fetchChallenge } = harness();
    expect(hook.result.current.status).toBe('verifying');
    await waitFor(() => expect(hook.result.current.status).toBe('verified'));
    expect(fetchChallenge).toHaveBeenCalledWith(session.trackId, undefined);
  });

  it('gives a solution to one call, then fetches the next challenge for the account named', async () => {
    const { hook, fetchChallenge } = harness();
    await waitFor(() => expect(hook.result.current.status).toBe('verified'));
    const call = vi.fn(async (captchainput: string) => `answered with ${captchainput}`);
    let answer = '';
    await act(async () => {
      answer = await hook.result.current.withSolution('13800138000', call);
    });
    expect(answer).toBe('answered with solution-1');
    expect(fetchChallenge).toHaveBeenLastCalledWith(session.trackId, '13800138000');
    await waitFor(() => expect(hook.result.current.status).toBe('verified'));
    await act(async () => {
      answer = await hook.result.current.withSolution('13800138000', call);
    });
    expect(answer).toBe('answered with solution-2');
  });

  it('makes the call once more with the next challenge when the server refused the solution', async () => {
    const { hook, fetchChallenge } = harness();
    const call = vi
      .fn<(captchainput: string) => Promise<string>>()
      .mockRejectedValueOnce(refused())
      .mockResolvedValueOnce('signed in');
    let answer = '';
    await act(async () => {
      answer = await hook.result.current.withSolution('a@citylife.example', call);
    });
    expect(answer).toBe('signed in');
    expect(call.mock.calls).toEqual([['solution-1'], ['solution-2']]);
    // The second challenge was asked for the account, at the level it needs.
    expect(fetchChallenge.mock.calls[1]).toEqual([session.trackId, 'a@citylife.example']);
  });

  it('does not repeat a call that failed for another reason, nor name an account the server would refuse', async () => {
    const { hook, fetchChallenge } = harness();
    const wrong = new ApiError({ code: 422, message: 'Wrong account or password' }, 422);
    const call = vi.fn(async () => {
      throw wrong;
    });
    await act(async () => {
      await expect(hook.result.current.withSolution('not an account', call)).rejects.toBe(wrong);
    });
    expect(call).toHaveBeenCalledOnce();
    expect(fetchChallenge).toHaveBeenLastCalledWith(session.trackId, undefined);
  });

  it('waits for a solve still running', async () => {
    const solving: ((solution: string) => void)[] = [];
    const { hook } = harness(
      (n) => new Promise((resolve) => solving.push((value) => resolve(`${value}-${n}`))),
    );
    await waitFor(() => expect(solving).toHaveLength(1));
    const call = vi.fn(async (captchainput: string) => captchainput);
    let pending: Promise<string> | undefined;
    act(() => {
      pending = hook.result.current.withSolution('13800138000', call);
    });
    expect(call).not.toHaveBeenCalled();
    await act(async () => solving[0]!('late'));
    await expect(pending).resolves.toBe('late-1');
  });

  it('shows a failed solve, makes no call, and starts over on retry', async () => {
    let fail = true;
    const { hook } = harness((n) =>
      fail ? Promise.reject(new Error('no workers')) : Promise.resolve(`solution-${n}`),
    );
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    const call = vi.fn(async () => 'never');
    fail = true;
    await act(async () => {
      await expect(hook.result.current.withSolution('13800138000', call)).rejects.toBeInstanceOf(
        CaptchaUnsolved,
      );
    });
    expect(call).not.toHaveBeenCalled();
    fail = false;
    act(() => hook.result.current.retry());
    expect(hook.result.current.status).toBe('verifying');
    await waitFor(() => expect(hook.result.current.status).toBe('verified'));
  });
});
