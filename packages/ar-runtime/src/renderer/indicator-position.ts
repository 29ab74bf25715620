import type { FrameEntry } from './frame';

/** Share of the smaller screen side kept between an indicator and the screen edge. */
const INDICATOR_MARGIN = 0.08;

/**
 * Where an indicator sits: on the screen's edge (less a margin), on the line from the
 * screen centre toward the object as the camera sees it, so an object to the right and
 * above gets its indicator on the right edge, high, or on the top edge. Objects behind the
 * viewer go to the left or right edge, on the side they are nearer to.
 */
export function indicatorPosition(
  entry: Pick<FrameEntry, 'east' | 'north'> & { up?: number },
  heading: number,
  width: number,
  height: number,
  pitch = 0,
): { x: number; y: number } {
  const radians = (heading * Math.PI) / 180;
  const pitchRadians = (pitch * Math.PI) / 180;
  const up = entry.up ?? 0;
  const right = entry.east * Math.cos(radians) - entry.north * Math.sin(radians);
  const forward = entry.east * Math.sin(radians) + entry.north * Math.cos(radians);
  const depth = forward * Math.cos(pitchRadians) + up * Math.sin(pitchRadians);
  const vertical = up * Math.cos(pitchRadians) - forward * Math.sin(pitchRadians);
  const margin = Math.min(width, height) * INDICATOR_MARGIN;
  const halfWidth = Math.max(0, width / 2 - margin);
  const halfHeight = Math.max(0, height / 2 - margin);
  let dx = right;
  let dy = -vertical;
  if (depth <= 0) {
    // Behind: toward the nearer side, as high as the object's elevation angle.
    const side = right === 0 ? 1 : Math.sign(right);
    const sideways = Math.hypot(right, depth);
    dx = side;
    dy = sideways === 0 ? 0 : Math.max(-1, Math.min(1, dy / sideways));
    return { x: width / 2 + dx * halfWidth, y: height / 2 + dy * halfHeight };
  }
  if (dx === 0 && dy === 0) return { x: width / 2, y: height / 2 };
  const reach = Math.min(
    dx === 0 ? Infinity : halfWidth / Math.abs(dx),
    dy === 0 ? Infinity : halfHeight / Math.abs(dy),
  );
  return { x: width / 2 + dx * reach, y: height / 2 + dy * reach };
}
