// The lab's motion and orientation detectors: pure state machines fed with readings and the
// time they were taken (milliseconds), so that the pages and the tests drive them alike.

/** How a nod is recognised from the device's front-to-back tilt (beta, degrees). */
export const NOD = {
  /** The upright tilt the device is held at. */
  centre: 90,
  /** A reading at least this far from the centre is a hit. */
  threshold: 5,
  /** Hits in a row that make a nod. */
  hits: 3,
  /** Readings closer than this to the last one taken are skipped. */
  gapMs: 1000,
} as const;

export interface NodDetector {
  /** Feeds one reading; true when it completes a nod (the count then starts again). */
  push(beta: number, now: number): boolean;
  /** Hits in a row so far. */
  readonly hits: number;
}

export function createNodDetector(options: Partial<typeof NOD> = {}): NodDetector {
  const { centre, threshold, hits: needed, gapMs } = { ...NOD, ...options };
  let last: number | undefined;
  let hits = 0;
  return {
    push(beta, now) {
      if (last !== undefined && now - last < gapMs) return false;
      last = now;
      if (Math.abs(beta - centre) >= threshold) hits += 1;
      else hits = 0;
      if (hits < needed) return false;
      hits = 0;
      return true;
    },
    get hits() {
      return hits;
    },
  };
}

export interface Acceleration {
  x: number;
  y: number;
  z: number;
}

/**
 * The first shake test: the speed of change of x + y + z, sampled at most every `sampleMs`,
 * as |Δ(x + y + z)| / Δt × 10000; a speed of at least `threshold` is a shake.
 */
export const SPEED_SHAKE = { threshold: 3000, sampleMs: 100 } as const;

export interface ShakeDetector {
  /** Feeds one reading; true when it is a shake. */
  push(acceleration: Acceleration, now: number): boolean;
}

export function createSpeedShakeDetector(
  options: Partial<typeof SPEED_SHAKE> = {},
): ShakeDetector & { readonly lastSpeed: number } {
  const { threshold, sampleMs } = { ...SPEED_SHAKE, ...options };
  let last: { sum: number; at: number } | undefined;
  let lastSpeed = 0;
  return {
    push({ x, y, z }, now) {
      const sum = x + y + z;
      if (last === undefined) {
        last = { sum, at: now };
        return false;
      }
      const elapsed = now - last.at;
      if (elapsed < sampleMs) return false;
      lastSpeed = (Math.abs(sum - last.sum) / elapsed) * 10000;
      last = { sum, at: now };
      return lastSpeed >= threshold;
    },
    get lastSpeed() {
      return lastSpeed;
    },
  };
}

/**
 * The second shake test: a change of at least `threshold` (m/s²) on two axes at once since
 * the last reading is a shake, reported at most once per `timeoutMs`.
 */
export const AXIS_SHAKE = { threshold: 15, timeoutMs: 1000 } as const;

export function createAxisShakeDetector(options: Partial<typeof AXIS_SHAKE> = {}): ShakeDetector {
  const { threshold, timeoutMs } = { ...AXIS_SHAKE, ...options };
  let last: Acceleration | undefined;
  let lastShake: number | undefined;
  return {
    push(current, now) {
      const previous = last;
      last = current;
      if (previous === undefined) return false;
      const moved = (['x', 'y', 'z'] as const).filter(
        (axis) => Math.abs(current[axis] - previous[axis]) >= threshold,
      ).length;
      if (moved < 2) return false;
      if (lastShake !== undefined && now - lastShake < timeoutMs) return false;
      lastShake = now;
      return true;
    },
  };
}

/** The readout of motion is refreshed at most this often. */
export const MOTION_READOUT_MS = 3000;

/** Lets a reading through when none did within the last `intervalMs`. */
export function createThrottle(intervalMs: number): (now: number) => boolean {
  let last: number | undefined;
  return (now) => {
    if (last !== undefined && now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

/** The secret key sequence of the easter egg (KeyboardEvent.key values, case-insensitive). */
export const SECRET_SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

/**
 * How far into `sequence` the keys typed so far are, after `key`: a wrong key starts
 * over (counting itself when it is the sequence's first key). Answers the sequence's length
 * when it is complete.
 */
export function advanceSequence(
  progress: number,
  key: string,
  sequence: readonly string[] = SECRET_SEQUENCE,
): number {
  const matches = (index: number) => sequence[index]?.toLowerCase() === key.toLowerCase();
  if (progress >= sequence.length) progress = 0;
  if (matches(progress)) return progress + 1;
  // "Up Up Up": the last two may still start the sequence.
  for (let start = progress - 1; start >= 0; start--) {
    const tail = sequence.slice(progress - start, progress);
    if (tail.every((expected, i) => expected === sequence[i]) && matches(start)) return start + 1;
  }
  return 0;
}
