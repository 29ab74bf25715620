import { proxy } from 'valtio/vanilla';
import type { components } from '@citylife/api-client';
import { failureMessage } from '../../api/failureMessage';

type Paycode = components['schemas']['Paycode'];
type PaycodeState = components['schemas']['PaycodeState'];

/** How often the screen asks whether the cashier has charged the code: every 3 s. */
export const PAYCODE_POLL_MS = 3000;

/**
 * `issuing` a new code; `valid` shown and polled; `used` charged by the cashier ('payment
 * successful'); `expired` ('the pay code expired, refresh and retry'); `failed` not issued.
 */
export type PaycodePhase = 'idle' | 'issuing' | 'valid' | 'used' | 'expired' | 'failed';

export interface PaycodeView {
  phase: PaycodePhase;
  code: string | undefined;
  expiresAt: string | undefined;
  /** The amount charged, once `used`. */
  amount: number | undefined;
  /** Why issuing failed: a translation key or the server's text. */
  error: string | undefined;
}

export interface PaycodeSource {
  issue: () => Promise<Paycode>;
  status: (code: string) => Promise<PaycodeState>;
}

function noCode(phase: PaycodePhase): PaycodeView {
  return { phase, code: undefined, expiresAt: undefined, amount: undefined, error: undefined };
}

/**
 * The pay code screen's state: issue a code, then look at its status every `pollMs` until
 * the cashier uses it or it expires. `refresh` issues a new code; `stop` ends the polling
 * and forgets the code (the screen is left; the next member must not see it). Answers that
 * arrive after a refresh or a stop are ignored.
 */
export function createPaycodeController(source: PaycodeSource, pollMs = PAYCODE_POLL_MS) {
  const state = proxy<PaycodeView>(noCode('idle'));
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function forget(phase: PaycodePhase) {
    Object.assign(state, noCode(phase));
  }

  /** Ends the polling and forgets the code: the next showing issues a new one. */
  function stop() {
    round += 1;
    clearTimeout(timer);
    timer = undefined;
    forget('idle');
  }

  function schedule(current: number, code: string) {
    timer = setTimeout(() => void check(current, code), pollMs);
  }

  async function check(current: number, code: string) {
    timer = undefined;
    try {
      const answer = await source.status(code);
      if (current !== round) return;
      if (answer.status === 'valid') {
        schedule(current, code);
        return;
      }
      state.phase = answer.status;
      state.amount = answer.amount;
    } catch {
      // A missed look (timeout, network) says nothing about the code: look again.
      if (current === round) schedule(current, code);
    }
  }

  async function refresh() {
    stop();
    const current = round;
    forget('issuing');
    try {
      const paycode = await source.issue();
      if (current !== round) return;
      Object.assign(state, { phase: 'valid', code: paycode.code, expiresAt: paycode.expiresAt });
      schedule(current, paycode.code);
    } catch (error) {
      if (current !== round) return;
      state.phase = 'failed';
      state.error = failureMessage(error);
    }
  }

  return { state, refresh, stop };
}
