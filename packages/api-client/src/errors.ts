/** The failure envelope of the contract: a non-zero code and a message or per-field messages. */
export interface FailurePayload {
  code: number;
  message: string | Record<string, string>;
}

/** Message key used when a failure carries no message of its own. */
export const SOMETHING_WRONG = 'system.something_wrong';

/** A call that failed with a failure envelope (or a non-JSON HTTP error turned into one). */
export class ApiError extends Error {
  readonly payload: FailurePayload;
  readonly status: number;

  constructor(payload: FailurePayload, status: number) {
    super(typeof payload.message === 'string' ? payload.message : JSON.stringify(payload.message));
    this.name = 'ApiError';
    this.payload = payload;
    this.status = status;
  }

  /** Per-field messages of a form failure, or undefined for a plain message. */
  get fieldErrors(): Record<string, string> | undefined {
    return typeof this.payload.message === 'object' ? this.payload.message : undefined;
  }
}
