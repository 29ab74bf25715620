/** A failure the client should see as `{code, message}` with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string | Record<string, string>, code = status) {
    super(typeof message === 'string' ? message : 'validation failed');
    this.status = status;
    this.code = code;
    this.fields = typeof message === 'string' ? undefined : message;
  }

  get body(): { code: number; message: string | Record<string, string> } {
    return { code: this.code, message: this.fields ?? this.message };
  }
}
