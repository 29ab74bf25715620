import { ApiError, NetworkError } from '@citylife/api-client';
import type { LoginErrors, LoginField } from '@citylife/ui';

export interface Failure {
  /** Messages per field of the request body, as the server wrote them. */
  fields: Record<string, string>;
  /** A plain message (a translation key or the server's text), if the failure had one. */
  message: string | undefined;
  /** The client already alerted it (network errors): the screen need not say more. */
  alerted: boolean;
}

/** The browser could not solve the check's challenge (it failed, or was stopped). */
export class CaptchaUnsolved extends Error {
  constructor(cause?: unknown) {
    super('The challenge was not solved', { cause });
    this.name = 'CaptchaUnsolved';
  }
}

/** What a failed call says, in a shape a form can show. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof CaptchaUnsolved) {
    return { fields: { captchainput: 'auth.captchaFailed' }, message: undefined, alerted: false };
  }
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return fields
      ? { fields, message: undefined, alerted: false }
      : { fields: {}, message: error.message, alerted: false };
  }
  if (error instanceof NetworkError) return { fields: {}, message: undefined, alerted: true };
  return { fields: {}, message: 'system.something_wrong', alerted: false };
}

/** Renames the fields of a request body to the fields of a form. */
export function renameFields(
  fields: Record<string, string>,
  names: Record<string, string>,
): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = names[field] ?? field;
    renamed[name] = renamed[name] ? `${renamed[name]} ${message}` : message;
  }
  return renamed;
}

const LOGIN_FIELDS: readonly LoginField[] = [
  'mobile',
  'passcode',
  'account',
  'password',
  'captcha',
];
const LOGIN_NAMES = { captchainput: 'captcha', sessionId: 'captcha', email: 'account' };

/**
 * The login dialog's field errors for a failed call: per-field messages go under their
 * fields (`captchainput` under the captcha, `email` under the account); a plain message
 * goes under `fallback`.
 */
export function loginErrorsOf(failure: Failure, fallback: LoginField): LoginErrors {
  const errors: LoginErrors = {};
  for (const [field, message] of Object.entries(renameFields(failure.fields, LOGIN_NAMES))) {
    const target = (LOGIN_FIELDS as readonly string[]).includes(field)
      ? (field as LoginField)
      : fallback;
    errors[target] = errors[target] ? `${errors[target]} ${message}` : message;
  }
  if (failure.message) errors[fallback] = failure.message;
  return errors;
}

/** Whether the check failed: the server refused its solution, or the browser found none. */
export function captchaRejected(failure: Failure): boolean {
  return 'captchainput' in failure.fields || 'sessionId' in failure.fields;
}
