export type TimerId = number;

/** Time source for everything that waits: injectable so tests run on a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(callback: () => void, intervalMs: number): TimerId;
  clearInterval(id: TimerId): void;
}

/** The real clock of the page or of Node. */
export function createSystemClock(): Clock {
  const handles = new Map<TimerId, ReturnType<typeof globalThis.setTimeout>>();
  let nextId = 1;
  const track = (handle: ReturnType<typeof globalThis.setTimeout>): TimerId => {
    const id = nextId++;
    handles.set(id, handle);
    return id;
  };
  const clear = (id: TimerId) => {
    const handle = handles.get(id);
    if (handle !== undefined) {
      globalThis.clearTimeout(handle);
      globalThis.clearInterval(handle);
      handles.delete(id);
    }
  };
  return {
    now: () => performance.now(),
    setTimeout(callback, delayMs) {
      const id: TimerId = track(
        globalThis.setTimeout(() => {
          handles.delete(id);
          callback();
        }, delayMs),
      );
      return id;
    },
    setInterval: (callback, intervalMs) => track(globalThis.setInterval(callback, intervalMs)),
    clearTimeout: clear,
    clearInterval: clear,
  };
}
