import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** The `application_name` of the session on which an instance listens to the others. */
export const CHAT_SESSION_NAME = 'citylife chat';

/** What the chat's socket.io server needs to reach the other instances. */
export interface ChatCluster {
  /** The adapter factory to give socket.io (`new Server(..., { adapter })`). */
  adapter: ReturnType<typeof createAdapter>;
  /**
   * Resolves once this instance listens to the others (or the first attempt failed: the
   * adapter keeps trying).
   */
  listening: Promise<void>;
  /**
   * Stops taking connections from the pool, before the adapter is closed (its `close`
   * lets its listening connection go and says goodbye to the other instances).
   */
  close(): void;
}

/**
 * socket.io's PostgreSQL adapter on the server's pool: events sent to rooms and to everyone
 * reach the sockets of every instance on the same database (NOTIFY on one connection of
 * the pool that LISTENs), and `fetchSockets` asks every instance. `on.listening` runs
 * whenever the listening connection is in place (the first time and after it dropped), so
 * that instances that answered the adapter's first greeting before it listened are heard
 * from again. `on.peerGone` runs when the adapter forgets another instance: after its
 * goodbye, or once it missed its greetings (every 5 s) for 10 s. Failures are logged, never
 * thrown.
 */
export function chatCluster(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  on: {
    /** This instance listens (again): greet the others. */
    listening: () => void;
    /** Another instance is gone (it said goodbye, or stopped greeting: it ended abruptly). */
    peerGone: () => void;
  },
): ChatCluster {
  let closed = false;
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const never = () => new Promise<never>(() => {});

  /**
   * Hands the adapter the connection it LISTENs on. A failure of that connection is logged
   * (unhandled, it would end the process); when it ends or the adapter lets it go, it is
   * closed rather than returned to the pool, where it would still be listening.
   */
  async function connect(): Promise<pg.PoolClient> {
    // Once closed, the adapter's retries wait for ever instead of looping on a closed pool.
    if (closed) return never();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      log.error({ err: error }, 'chat: cannot listen to the other instances, retrying');
      heard();
      throw error;
    }
    if (closed) {
      client.release(true);
      return never();
    }
    const release = client.release;
    let released = false;
    const failed = (error: Error) =>
      log.error({ err: error }, 'chat: the connection listening to the other instances failed');
    const done = () => {
      if (released) return;
      released = true;
      client.off('error', failed);
      client.off('end', done);
      release(true);
    };
    client.on('error', failed);
    client.on('end', done);
    client.release = done;
    // The adapter queues its LISTEN as soon as it has the connection: a query queued behind
    // it answers once the connection listens. It names the session for the server's
    // activity list.
    setImmediate(() => {
      client
        .query(`select set_config('application_name', $1, false)`, [CHAT_SESSION_NAME])
        .then(() => {
          if (closed || released) return;
          heard();
          on.listening();
        })
        .catch(() => {});
    });
    return client;
  }

  const adapterPool = {
    connect,
    query: (text: string, values?: unknown[]) => pool.query(text, values),
  };
  // The adapter uses a pool's `connect` and `query` only. It takes its connection once
  // socket.io asks for it.
  let adapterOf: ReturnType<typeof createAdapter> | undefined;
  // socket.io calls the factory with `new`: a function, not an arrow.
  function adapter(nsp: unknown) {
    adapterOf ??= createAdapter(adapterPool as unknown as pg.Pool, {
      errorHandler: (error) => log.error({ err: error }, 'chat: the other instances'),
    });
    const made = adapterOf(nsp);
    // The adapter tells no one when it forgets an instance: its own step is wrapped.
    const forget = (made['removeNode'] as (uid: string) => void).bind(made);
    made['removeNode'] = (uid: string) => {
      forget(uid);
      on.peerGone();
    };
    return made;
  }
  return {
    adapter,
    listening,
    close() {
      closed = true;
      heard();
    },
  };
}
