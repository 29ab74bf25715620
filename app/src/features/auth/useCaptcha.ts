import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CaptchaStatus } from '@citylife/ui';
import { session } from '../../stores/session';
import { isAccountName } from './accountName';
import { fetchChallenge } from './api';
import { CaptchaUnsolved, captchaRejected, describeFailure } from './failures';
import { solveInWorkers, type ChallengeSolver } from './solveChallenge';

/** A mobile number or email address, as the challenge call takes one. */

export interface Captcha {
  status: CaptchaStatus;
  /** Starts over: a new challenge (for the last account named) solved in the background. */
  retry: () => void;
  /**
   * Makes `call` with a solution, for a call about `account`: at once when the challenge
   * is solved, else once it is. A challenge serves one call; once the call is answered the
   * next one is fetched for the same account and solved in the background. When the server
   * refused the solution (expired, or the account's recent failures need a harder
   * challenge), the call is made once more with that next one. Rejects with
   * `CaptchaUnsolved` when the browser could not solve a challenge.
   */
  withSolution: <T>(account: string, call: (captchainput: string) => Promise<T>) => Promise<T>;
}

/**
 * The browser's check of the session's track: from when `active` becomes true, a
 * proof-of-work challenge is fetched and solved in the background (`solve`: in workers by
 * default), so that a form's call rarely waits for it. Nobody reads or types anything.
 */
export function useCaptcha(
  active: boolean,
  solve: ChallengeSolver = solveInWorkers,
  fetch: typeof fetchChallenge = fetchChallenge,
): Captcha {
  const { trackId } = useSnapshot(session);
  const [status, setStatus] = useState<CaptchaStatus>('verifying');
  const solution = useRef<Promise<string> | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  const account = useRef<string | undefined>(undefined);

  /** Fetches the track's next challenge (replacing the last) and solves it in the background. */
  const renew = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('verifying');
    const named = account.current && isAccountName(account.current) ? account.current : undefined;
    const next = fetch(trackId, named)
      .then(({ challenge }) => solve(challenge, controller.signal))
      .catch((error: unknown) => {
        throw new CaptchaUnsolved(error);
      });
    solution.current = next;
    next.then(
      () => {
        if (running.current === controller) setStatus('verified');
      },
      () => {
        if (running.current !== controller) return;
        // The next call asks for a new challenge instead of this failure.
        solution.current = undefined;
        setStatus('failed');
      },
    );
  }, [trackId, solve, fetch]);

  useEffect(() => {
    if (!active) return;
    renew();
    return () => {
      running.current?.abort();
      running.current = undefined;
      solution.current = undefined;
    };
  }, [active, renew]);

  const withSolution = useCallback(
    async <T>(forAccount: string, call: (captchainput: string) => Promise<T>): Promise<T> => {
      const named = forAccount.trim();
      if (named !== account.current) account.current = named;
      const attempt = async () => {
        if (!solution.current) renew();
        const captchainput = await solution.current!;
        try {
          return await call(captchainput);
        } finally {
          // Used up, whatever the answer: the next call needs the next challenge.
          renew();
        }
      };
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof CaptchaUnsolved || !captchaRejected(describeFailure(error))) {
          throw error;
        }
        return attempt();
      }
    },
    [renew],
  );

  return { status, retry: renew, withSolution };
}
