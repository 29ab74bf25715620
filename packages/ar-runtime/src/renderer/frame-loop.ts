import type { FrameScheduler } from './renderer-types';

/** The animation frames of a window (none without one). */
export function animationFrames(window: Window | undefined): FrameScheduler {
  return {
    request: (callback) => window?.requestAnimationFrame(callback) ?? 0,
    cancel: (handle) => window?.cancelAnimationFrame(handle),
  };
}

/** Renders a frame at every frame the scheduler gives, from start() until stop(). */
export class FrameLoop {
  readonly #scheduler: FrameScheduler;
  readonly #render: () => void;
  #handle: number | undefined;
  #running = false;

  constructor(scheduler: FrameScheduler, render: () => void) {
    this.#scheduler = scheduler;
    this.#render = render;
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    this.#running = true;
    this.#tick();
  }

  stop(): void {
    this.#running = false;
    if (this.#handle !== undefined) this.#scheduler.cancel(this.#handle);
  }

  readonly #tick = (): void => {
    if (!this.#running) return;
    this.#render();
    this.#handle = this.#scheduler.request(this.#tick);
  };
}
