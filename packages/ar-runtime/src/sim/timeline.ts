import type { Clock, TimerId } from '../core/clock';

interface Entry {
  due: number;
  run: () => void;
  timer: TimerId | undefined;
}

/** One-shot timers that can be paused and resumed together (animation playback). */
export class Timeline {
  readonly #clock: Clock;
  #entries = new Set<Entry>();
  #pausedAt: number | undefined;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get paused(): boolean {
    return this.#pausedAt !== undefined;
  }

  after(delayMs: number, run: () => void): void {
    const entry: Entry = { due: this.#clock.now() + delayMs, run, timer: undefined };
    this.#entries.add(entry);
    if (!this.paused) this.#arm(entry);
  }

  pause(): void {
    if (this.paused) return;
    this.#pausedAt = this.#clock.now();
    for (const entry of this.#entries) {
      if (entry.timer !== undefined) this.#clock.clearTimeout(entry.timer);
      entry.timer = undefined;
    }
  }

  resume(): void {
    if (this.#pausedAt === undefined) return;
    const pausedFor = this.#clock.now() - this.#pausedAt;
    this.#pausedAt = undefined;
    for (const entry of this.#entries) {
      entry.due += pausedFor;
      this.#arm(entry);
    }
  }

  clear(): void {
    for (const entry of this.#entries) {
      if (entry.timer !== undefined) this.#clock.clearTimeout(entry.timer);
    }
    this.#entries.clear();
    this.#pausedAt = undefined;
  }

  #arm(entry: Entry): void {
    entry.timer = this.#clock.setTimeout(
      () => {
        this.#entries.delete(entry);
        entry.run();
      },
      Math.max(0, entry.due - this.#clock.now()),
    );
  }
}
