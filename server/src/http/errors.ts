/** A message to translate: a catalogue key with its placeholders, or text shown as it is. */
export type Message = string | { key: string; vars?: Record<string, string | number> };

/** A failure the client sees as `{code, message}` with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  /** One message, or one per form field. */
  readonly content: Message | Record<string, Message>;

  constructor(status: number, content: Message | Record<string, Message>, code = status) {
    super(
      typeof content === 'string' ? content : 'key' in content ? String(content.key) : 'fields',
    );
    this.status = status;
    this.code = code;
    this.content = content;
  }
}

const message = (key: string, vars?: Record<string, string | number>): Message => ({ key, vars });

/** The failures of the contract (see the description's "Envelope" section). */
export const fail = {
  badRequest: (key: string, vars?: Record<string, string | number>) =>
    new HttpError(400, message(key, vars)),
  unauthorized: () => new HttpError(401, message('errors.unauthorized')),
  forbidden: (key = 'errors.forbidden') => new HttpError(403, message(key)),
  notFound: (key = 'errors.notFound', vars?: Record<string, string | number>) =>
    new HttpError(404, message(key, vars)),
  conflict: (key: string, vars?: Record<string, string | number>) =>
    new HttpError(409, message(key, vars)),
  unprocessable: (key: string, vars?: Record<string, string | number>) =>
    new HttpError(422, message(key, vars)),
  /** 422 with one message per form field. */
  fields: (fields: Record<string, Message>) => new HttpError(422, fields),
  tooManyRequests: (key = 'errors.tooManyRequests', vars?: Record<string, string | number>) =>
    new HttpError(429, message(key, vars)),
};
