import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ApiError, SOMETHING_WRONG, type FailurePayload } from './errors';

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  baseUrl: string;
  /** Per-attempt timeout in milliseconds (spec section 9: 5000). */
  timeoutMs?: number;
  /** Replaces the global fetch, for tests. */
  fetch?: typeof globalThis.fetch;
}

interface Envelope {
  code?: unknown;
  data?: unknown;
  message?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

function toFailure(body: unknown, status: number): FailurePayload {
  if (isEnvelope(body)) {
    const code = typeof body.code === 'number' && body.code !== 0 ? body.code : status;
    const message =
      typeof body.message === 'string' && body.message !== ''
        ? body.message
        : typeof body.message === 'object' && body.message !== null
          ? (body.message as Record<string, string>)
          : SOMETHING_WRONG;
    return { code, message };
  }
  return { code: status || -1, message: SOMETHING_WRONG };
}

/**
 * Unwraps an openapi-fetch result: resolves with `data` of a `{code: 0, data}` envelope,
 * rejects with an ApiError carrying the failure payload otherwise.
 */
export async function unwrap<T>(
  result: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T extends { data: infer D } ? D : never> {
  const { data, error, response } = await result;
  const body: unknown = data ?? error;
  if (response.ok && isEnvelope(body) && body.code === 0) {
    return body.data as T extends { data: infer D } ? D : never;
  }
  throw new ApiError(toFailure(body, response.status), response.status);
}

/** Creates the typed client of the contract. */
export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  const fetchWithTimeout: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return baseFetch(new Request(request, { signal }));
  };

  return createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchWithTimeout });
}

export type ApiClient = ReturnType<typeof createApiClient>;
