/** A request that failed without an HTTP answer, after every retry. */
export class NetworkError extends Error {
  readonly kind: 'timeout' | 'network';
  readonly attempts: number;

  constructor(kind: 'timeout' | 'network', attempts: number, cause: unknown) {
    super('system.network_error', { cause });
    this.name = 'NetworkError';
    this.kind = kind;
    this.attempts = attempts;
  }
}

export interface TransportOptions {
  /** Per-attempt timeout in milliseconds (default: 5000). */
  timeoutMs: number;
  /** Retries after a timeout or network error (default: 3). */
  retries: number;
  fetch: (request: Request) => Promise<Response>;
}

/** Aborts when any of `signals` does (AbortSignal.any where the browser has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** A signal that aborts with a TimeoutError after `ms`. */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  );
  return controller.signal;
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * A fetch that gives each attempt a fresh timeout and retries timeouts and network
 * errors. HTTP answers, whatever their status, are returned as they are. A request the
 * caller aborted is not retried.
 */
export function createTransport(options: TransportOptions) {
  return async function transport(request: Request): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= options.retries; attempt += 1) {
      const signal = anySignal([request.signal, timeoutSignal(options.timeoutMs)]);
      try {
        return await options.fetch(new Request(request.clone(), { signal }));
      } catch (error) {
        if (request.signal.aborted) throw error;
        lastError = error;
      }
    }
    throw new NetworkError(
      isTimeout(lastError) ? 'timeout' : 'network',
      options.retries + 1,
      lastError,
    );
  };
}
