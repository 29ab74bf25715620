import type { ARHost, HostMessage } from './messages';

export interface DeliveredMessage {
  message: HostMessage;
  durationMs: number;
  sync: boolean;
}

type Listener = (delivery: DeliveredMessage) => void;

/** Carries messages to the host, records them for the profiler and groups batches. */
export class MessageBridge {
  #host: ARHost | undefined;
  #batch: HostMessage[] | undefined;
  #listeners = new Set<Listener>();
  readonly #now: () => number;

  constructor(host: ARHost | undefined, now: () => number) {
    this.#host = host;
    this.#now = now;
  }

  get host(): ARHost | undefined {
    return this.#host;
  }

  onMessage(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  send(message: HostMessage): void {
    if (this.#batch) {
      this.#batch.push(message);
      return;
    }
    this.#deliver(message, false);
  }

  /** A synchronous call: flushes nothing, answers with the host's value. */
  sendSync(message: HostMessage): unknown {
    return this.#deliver(message, true);
  }

  /** Runs `work` and sends every message it produced as one `AR.i.batch` message. */
  batch<T>(work: () => T): T {
    if (this.#batch) return work();
    const messages: HostMessage[] = [];
    this.#batch = messages;
    try {
      return work();
    } finally {
      this.#batch = undefined;
      if (messages.length > 0) this.#deliver({ is: 'AR.i.batch', messages }, false);
    }
  }

  #deliver(message: HostMessage, sync: boolean): unknown {
    const started = this.#now();
    let result: unknown;
    if (sync) result = this.#host?.receiveSync?.(message);
    else this.#host?.receive(message);
    const delivery = { message, durationMs: this.#now() - started, sync };
    for (const listener of this.#listeners) listener(delivery);
    return result;
  }
}
