// Shared by the benchmarks of an AR view (the app's places view, the drop-in script): the
// page's animation-frame callbacks timed, the view turned while frames are recorded, and
// the percentiles printed.

/**
 * Page init script (for `addInitScript`). Times the page's animation-frame callbacks (the
 * renderer draws in one of its own), not the bench's (marked `arBench`): each one's work
 * into `window.arBenchFrames.work`; with `layout`, also that work plus the style and layout
 * it causes, forced at once, into `window.arBenchFrames.withLayout`. Offers
 * `window.arBenchTurn(renderer, { warmUp, duration, turn })`: turns the renderer `turn`
 * degrees a frame for `warmUp` ms, empties the timings, turns it for `duration` ms more and
 * resolves to the times between those frames.
 */
export function installFrameTiming({ layout }) {
  const work = [];
  const withLayout = [];
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    callback.arBench
      ? request(callback)
      : request((time) => {
          const start = performance.now();
          try {
            callback(time);
          } finally {
            work.push(performance.now() - start);
            if (layout) {
              void document.body?.getBoundingClientRect().width;
              withLayout.push(performance.now() - start);
            }
          }
        });
  const arBenchTurn = async (renderer, { warmUp, duration, turn }) => {
    const frames = [];
    const tick = (resolve, until) => {
      const frame = (time) => {
        renderer.heading = renderer.heading + turn;
        frames.push(time);
        if (time < until) tick(resolve, until);
        else resolve();
      };
      frame.arBench = true;
      requestAnimationFrame(frame);
    };
    await new Promise((resolve) => tick(resolve, performance.now() + warmUp));
    frames.length = 0;
    work.length = 0;
    withLayout.length = 0;
    await new Promise((resolve) => tick(resolve, performance.now() + duration));
    return frames.slice(1).map((time, index) => time - frames[index]);
  };
  Object.assign(window, { arBenchFrames: { work, withLayout }, arBenchTurn });
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

/** How many `values` there are, and their 50th, 95th and 99th percentiles. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/** A time in ms for a table's column: two decimals, seven characters. */
export const fixed = (value) => value.toFixed(2).padStart(7);
