import { solveChallengeWorkers } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

/** Solves a challenge and answers its solution as `captchainput` takes it. */
export type ChallengeSolver = (challenge: Challenge, signal: AbortSignal) => Promise<string>;

/** At most this many workers share the tries (each tries every n-th counter). */
const MAX_WORKERS = 4;
/** A challenge not solved by then counts as failed (the hardest takes seconds, not minutes). */
const SOLVE_TIMEOUT_MS = 120_000;

/**
 * Solves a challenge in workers of the app's own files, one per core up to four, without
 * blocking the page; `signal` stops them. Rejects when it was stopped or timed out.
 */
export const solveInWorkers: ChallengeSolver = async (challenge, signal) => {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
    controller,
    timeout: SOLVE_TIMEOUT_MS,
    createWorker: () =>
      new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' }),
  });
  if (!solution) throw new Error('The challenge was not solved');
  return `${solution.counter}:${solution.derivedKey}`;
};
