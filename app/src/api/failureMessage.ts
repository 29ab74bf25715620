import { ApiError, NetworkError } from '@citylife/api-client';

/** A failed call as one message: the server's text, or a `system.*` translation key. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return fields ? Object.values(fields).join(' ') : error.message;
  }
  if (error instanceof NetworkError) return 'system.network_error';
  return 'system.something_wrong';
}

/** Whether a failed call was a 404: the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
