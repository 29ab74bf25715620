import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ApiError, SOMETHING_WRONG, type FailurePayload } from './errors';
import { Emitter, type ApiEvents } from './events';
import { requestHeaders, type ClientIdentity, type SessionProvider } from './session';
import { NetworkError, createTransport } from './transport';

export interface ApiClientOptions extends Partial<ClientIdentity> {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  baseUrl: string;
  /** Per-attempt timeout in milliseconds (default 5000). */
  timeoutMs?: number;
  /** Retries after a timeout or network error (default 3). */
  retries?: number;
  /** Who is calling; without it no token is sent and the locale is zh-Hans. */
  session?: SessionProvider;
  /** Replaces the global fetch (for a test or another runtime). */
  fetch?: (request: Request) => Promise<Response>;
}

/** Per-call switches: the server-message alert and the loading flag, both on by default. */
export interface CallOptions {
  /** false: do not emit `serverMessage` on failure (mobile login, registration save). */
  alert?: boolean;
  /** false: do not count this call in `loading`. */
  loading?: boolean;
}

export type RawClient = Client<paths>;
type Result<T> = { data?: T; error?: unknown; response: Response };
/** The `data` of a success envelope, or the whole body of a call without an envelope. */
export type Unwrapped<T> = T extends { code: 0; data: infer D } ? D : T;

interface Envelope {
  code?: unknown;
  data?: unknown;
  message?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** The failure payload of an answer: its envelope, or one made from the HTTP status. */
export function toFailure(body: unknown, status: number): FailurePayload {
  if (isEnvelope(body)) {
    const code = typeof body.code === 'number' && body.code !== 0 ? body.code : status || -1;
    const message =
      typeof body.message === 'string' && body.message !== ''
        ? body.message
        : typeof body.message === 'object' && body.message !== null
          ? (body.message as Record<string, string>)
          : SOMETHING_WRONG;
    return { code, message };
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length < 200 && !body.includes('<')) {
    return { code: status || -1, message: body.trim() };
  }
  return { code: status || -1, message: SOMETHING_WRONG };
}

/**
 * Resolves with `data` of a `{code: 0, data}` envelope (or the body of a successful call
 * that has no envelope); rejects with an ApiError carrying the failure payload otherwise.
 */
export async function unwrap<T>(result: Promise<Result<T>>): Promise<Unwrapped<T>> {
  const { data, error, response } = await result;
  const body: unknown = data !== undefined ? data : error;
  if (response.ok && isEnvelope(body)) {
    if (body.code === 0) return body.data as Unwrapped<T>;
  } else if (response.ok && body !== undefined) {
    return body as Unwrapped<T>;
  }
  throw new ApiError(toFailure(body, response.status), response.status);
}

/** Creates the app's client of the contract: shared headers, envelope, timeout, retries, events. */
export function createApiClient(options: ApiClientOptions) {
  const events = new Emitter<ApiEvents>();
  const identity: ClientIdentity = {
    version: options.version ?? '0.0.0',
    platform: options.platform ?? 'h5',
    secret: options.secret,
  };
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const transport = createTransport({
    timeoutMs: options.timeoutMs ?? 5000,
    retries: options.retries ?? 3,
    fetch: baseFetch,
  });

  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: transport });

  const sessionMiddleware: Middleware = {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(requestHeaders(identity, options.session))) {
        request.headers.set(name, value);
      }
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401) {
        options.session?.clear();
        events.emit('unauthorized', { url: request.url });
      } else if (response.status === 403) {
        events.emit('forbidden', { url: request.url });
      }
      return response;
    },
  };
  raw.use(sessionMiddleware);

  let inFlight = 0;
  const setLoading = (delta: number) => {
    inFlight += delta;
    events.emit('loading', { count: inFlight });
  };

  /**
   * Runs one call and unwraps its envelope, emitting the client's events:
   * `serverMessage` on a failure (unless `alert: false`), `networkError` when retries ran
   * out, and `loading` while it is in flight (unless `loading: false`).
   */
  async function call<T>(
    run: (client: RawClient) => Promise<Result<T>>,
    callOptions: CallOptions = {},
  ): Promise<Unwrapped<T>> {
    const counted = callOptions.loading !== false;
    if (counted) setLoading(1);
    try {
      const result = await run(raw);
      try {
        return await unwrap(Promise.resolve(result));
      } catch (error) {
        const status = result.response.status;
        if (error instanceof ApiError && status !== 401 && status !== 403) {
          const { message, code } = error.payload;
          if (callOptions.alert !== false && typeof message === 'string') {
            events.emit('serverMessage', { message, code, url: result.response.url });
          }
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof NetworkError) {
        events.emit('networkError', { url: options.baseUrl, kind: error.kind });
      }
      throw error;
    } finally {
      if (counted) setLoading(-1);
    }
  }

  return {
    /** The typed openapi-fetch client (headers, 401/403 handling, timeouts, retries). */
    raw,
    call,
    on: events.on.bind(events),
    /** Options the upload helper shares. */
    options: { baseUrl: options.baseUrl, fetch: transport },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
