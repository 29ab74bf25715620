import type { FastifyInstance } from 'fastify';

/** Where the server is in its life: serving, or told to stop (SIGTERM) and draining. */
export interface Lifecycle {
  stopping: boolean;
  /**
   * Work to do the moment the server is told to stop, before the drain (the chat tells its
   * sockets to connect again elsewhere).
   */
  readonly onStopping: (() => void | Promise<void>)[];
}

export function createLifecycle(): Lifecycle {
  return { stopping: false, onStopping: [] };
}

/**
 * Once the server is told to stop, every answer closes its connection (`Connection:
 * close`), so that clients stop reusing their kept-alive connections and send their next
 * requests elsewhere, while this one's are still answered.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
    return payload;
  });
}

export interface ShutdownTimes {
  /** How long the server keeps listening after the signal (readiness answering 503). */
  drainMs: number;
  /** From the signal, how long requests already sent may take; then connections are destroyed. */
  timeoutMs: number;
}

export interface ShutdownReport {
  /** Connections destroyed at the deadline, with requests unanswered. */
  destroyed: number;
}

/**
 * Stops the server without failing a request already sent:
 *
 * 1. readiness answers 503 at once, every answer closes its connection, and the
 *    `onStopping` work runs (the chat's sockets are told to connect again);
 * 2. for `drainMs` the server still listens and answers, so that a load balancer that has
 *    not yet seen the 503 loses nothing, and clients on kept-alive connections get their
 *    answers (each closing its connection);
 * 3. then the listener closes and connections without a request in progress close (a
 *    request arriving now is answered 503 with `Connection: close` by Fastify); requests in
 *    progress are answered and their connections close after them;
 * 4. at `timeoutMs` from the signal, connections still open are destroyed.
 *
 * Resolves once the server is closed (its onClose hooks run); the database is the caller's.
 */
export async function shutDown(
  app: FastifyInstance,
  times: ShutdownTimes,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ShutdownReport> {
  const lifecycle = app.lifecycle;
  lifecycle.stopping = true;
  const started = performance.now();
  for (const work of lifecycle.onStopping) {
    await Promise.resolve(work()).catch((error: unknown) =>
      app.log.error({ err: error }, 'shutdown: stopping work failed'),
    );
  }
  await wait(Math.max(0, times.drainMs - (performance.now() - started)));
  let destroyed = 0;
  let deadline: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    const left = Math.max(0, times.timeoutMs - (performance.now() - started));
    deadline = setTimeout(() => resolve('overdue'), left);
  });
  const closed = app.close().then(() => 'closed' as const);
  if ((await Promise.race([closed, overdue])) === 'overdue') {
    destroyed = await connectionCount(app);
    app.log.warn({ connections: destroyed }, 'shutdown: connections destroyed at the deadline');
    app.server.closeAllConnections();
  }
  clearTimeout(deadline);
  await closed;
  return { destroyed };
}

function connectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => {
    app.server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}
