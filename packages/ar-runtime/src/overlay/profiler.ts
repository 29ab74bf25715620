import type { Runtime } from '../core/runtime';

export interface CallStatistics {
  is: string;
  count: number;
  totalMs: number;
}

export interface ProfilerReport {
  generatedAt: number;
  calls: CallStatistics[];
  framesPerSecond: number;
  frames: number;
}

/** Counts host calls (with their duration) and frames of one runtime. */
export class Profiler {
  readonly #calls = new Map<string, CallStatistics>();
  readonly #frameTimes: number[] = [];
  #frames = 0;
  readonly #runtime: Runtime;
  readonly #stop: Array<() => void>;

  constructor(runtime: Runtime) {
    this.#runtime = runtime;
    this.#stop = [
      runtime.bridge.onMessage(({ message, durationMs }) => {
        const inner =
          message.is === 'AR.i.batch' ? (message.messages as (typeof message)[]) : [message];
        for (const each of inner ?? []) {
          const entry = this.#calls.get(each.is) ?? { is: each.is, count: 0, totalMs: 0 };
          entry.count++;
          entry.totalMs += durationMs / inner.length;
          this.#calls.set(each.is, entry);
        }
      }),
      runtime.events.on('frame', (time) => {
        this.#frames++;
        this.#frameTimes.push(time);
        while (this.#frameTimes.length && (this.#frameTimes[0] as number) < time - 1000) {
          this.#frameTimes.shift();
        }
      }),
    ];
  }

  report(): ProfilerReport {
    const now = this.#runtime.clock.now();
    const recent = this.#frameTimes.filter((time) => time >= now - 1000).length;
    return {
      generatedAt: now,
      calls: [...this.#calls.values()]
        .map((call) => ({ ...call }))
        .sort((a, b) => b.count - a.count || a.is.localeCompare(b.is)),
      framesPerSecond: recent,
      frames: this.#frames,
    };
  }

  reset(): void {
    this.#calls.clear();
    this.#frameTimes.length = 0;
    this.#frames = 0;
  }

  dispose(): void {
    for (const stop of this.#stop) stop();
  }
}
