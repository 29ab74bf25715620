import pg from 'pg';

/**
 * Called with a notice's payload; with `undefined` when notices may have been missed (the
 * listening connection dropped), so that whoever keeps copies drops all of them.
 */
export type NoticeHandler = (payload: string | undefined) => void;

/** How long to wait before listening again after the connection dropped. */
const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * Listens for `NOTIFY` on a PostgreSQL server on a connection of its own (a pooled one
 * would be handed to other work). A dropped connection is opened again and its channels
 * listened to again; when it drops and when it is back, every handler hears that notices
 * may have been missed.
 */
export class PostgresNotices {
  private readonly handlers = new Map<string, Set<NoticeHandler>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: NoticeHandler): Promise<() => void> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    await this.connected();
    if (first) await this.client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    return () => {
      set.delete(handler);
    };
  }

  private connected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (notice) => {
      for (const handler of this.handlers.get(notice.channel) ?? []) handler(notice.payload);
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    await client.connect();
    for (const channel of this.handlers.keys()) {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    this.client = client;
    // Notices sent while no connection listened are lost: copies made meanwhile go too.
    if (this.failures > 0) this.tellAll(undefined);
    this.failures = 0;
  }

  private dropped(client: pg.Client) {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.tellAll(undefined);
    this.reconnect();
  }

  private tellAll(payload: string | undefined) {
    for (const set of this.handlers.values()) for (const handler of set) handler(payload);
  }

  private reconnect() {
    if (this.closed || this.retry) return;
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connected().catch(() => this.reconnect());
    }, wait);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
