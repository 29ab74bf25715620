import type { ViewSize } from './renderer-types';

/** A tracked target is as high as this share of the screen width (1 SDU). */
const TRACKED_TARGET_SHARE = 0.4;

/**
 * Where a tracked target is drawn in front of the camera, in an area of `width` x `height`
 * pixels: its origin at the centre, 1 SDU a share of the width.
 */
export const trackedOrigin = (width: number, height: number) => ({
  x: width / 2,
  y: height / 2,
  pixelsPerSdu: width * TRACKED_TARGET_SHARE,
});

/** A client point on the tracking plane of a view: SDU from the view's centre, y up. */
export function planePoint(
  bounds: Pick<DOMRect, 'left' | 'top'>,
  size: ViewSize,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const { width, height } = size;
  const pixelsPerSdu = width * TRACKED_TARGET_SHARE;
  return {
    x: (clientX - bounds.left - width / 2) / pixelsPerSdu,
    y: (height / 2 - (clientY - bounds.top)) / pixelsPerSdu,
  };
}
