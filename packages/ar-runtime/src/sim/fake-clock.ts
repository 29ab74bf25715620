import type { Clock, TimerId } from '../core/clock';

interface Timer {
  id: TimerId;
  due: number;
  interval: number | undefined;
  callback: () => void;
}

export interface FakeClock extends Clock {
  /** Advances time by `ms`, running every timer that falls due, in order. */
  tick(ms: number): void;
  /** Number of timers still pending. */
  pendingTimers(): number;
}

/** A clock that only moves when told to: for tests and deterministic simulation. */
export function createFakeClock(startMs = 0): FakeClock {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<TimerId, Timer>();

  const schedule = (callback: () => void, delayMs: number, interval?: number): TimerId => {
    const id = nextId++;
    timers.set(id, { id, due: now + Math.max(0, delayMs), interval, callback });
    return id;
  };
  const clear = (id: TimerId) => void timers.delete(id);

  const nextDue = (until: number): Timer | undefined => {
    let next: Timer | undefined;
    for (const timer of timers.values()) {
      if (timer.due <= until && (!next || timer.due < next.due)) next = timer;
    }
    return next;
  };

  return {
    now: () => now,
    setTimeout: (callback, delayMs) => schedule(callback, delayMs),
    setInterval: (callback, intervalMs) =>
      schedule(callback, Math.max(1, intervalMs), Math.max(1, intervalMs)),
    clearTimeout: clear,
    clearInterval: clear,
    tick(ms) {
      const until = now + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        now = timer.due;
        if (timer.interval === undefined) timers.delete(timer.id);
        else timer.due += timer.interval;
        timer.callback();
      }
      now = until;
    },
    pendingTimers: () => timers.size,
  };
}
