import type { AddressLimits } from '../../config.js';
import type { Db } from '../../db/database.js';
import { FailureLock, RateLimit } from '../../http/limits.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the sign-in calls, kept in the database (they survive restarts and hold
 * across instances); those per client address come from the server's configuration.
 */
export function authLimits(db: Db, address: AddressLimits, now: () => Date) {
  return {
    /** 30 captchas per track id per minute. */
    captchaRefreshes: new RateLimit(db, 'captcha-track', 30, MINUTE, now),
    /** 120 captchas per client address per minute (a guessed answer needs a new one). */
    captchaRefreshesFrom: new RateLimit(db, 'captcha-ip', address.captchasPerMinute, MINUTE, now),
    /** Passcode sends: 10 per client address and 5 per number within an hour. */
    passcodeSendsFrom: new RateLimit(db, 'passcode-send-ip', address.passcodesPerHour, HOUR, now, {
      key: 'auth.passcodeTooMany',
    }),
    passcodeSendsTo: new RateLimit(db, 'passcode-send-number', 5, HOUR, now, {
      key: 'auth.passcodeTooMany',
    }),
    /**
     * 10 wrong passcodes for a number from one client address within 15 minutes lock that
     * pair: a stranger's wrong entries never lock the owner's own sign-in.
     */
    passcodeAttempts: new FailureLock(db, 'passcode-number-ip', 10, 15 * MINUTE, now),
    /**
     * 5 wrong passwords for an account from one client address within 15 minutes lock that
     * pair 15 minutes: a stranger's wrong guesses never lock the owner out elsewhere.
     */
    passwordAttempts: new FailureLock(db, 'password-account-ip', 5, 15 * MINUTE, now),
    /**
     * Failed sign-ins of an account (password or passcode) from any address within an
     * hour. They refuse nothing: they raise the difficulty of the account's challenges.
     */
    accountFailures: new RateLimit(db, 'sign-in-account', Number.MAX_SAFE_INTEGER, HOUR, now),
    /**
     * 10 failed sign-ins from one client address within 15 minutes, whatever the accounts
     * (password spraying, passcode guessing), lock that address's sign-ins 15 minutes.
     */
    signInFailuresFrom: new FailureLock(db, 'sign-in-ip', address.signInFailures, 15 * MINUTE, now),
    /** 20 unknown tokens per client address within 15 minutes. */
    tokenAttempts: new FailureLock(db, 'token-ip', 20, 15 * MINUTE, now),
    /** One reset request per track id per minute, 5 per client address per hour. */
    resetRequests: new RateLimit(db, 'reset-track', 1, MINUTE, now, { key: 'auth.resetWait' }),
    resetRequestsFrom: new RateLimit(db, 'reset-ip', address.resetsPerHour, HOUR, now),
    /** 10 failed resets per user id within an hour. */
    resetAttempts: new FailureLock(db, 'reset-user', 10, HOUR, now),
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;
