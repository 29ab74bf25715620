import { reading } from './sensors';

/** The readings of one motion event, ready to show. */
export interface MotionReadings {
  acceleration: [x: string, y: string, z: string];
  withGravity: [x: string, y: string, z: string];
  rotation: [alpha: string, beta: string, gamma: string];
  interval: string;
}

export function motionReadings(event: DeviceMotionEvent): MotionReadings {
  const a = event.acceleration;
  const g = event.accelerationIncludingGravity;
  const r = event.rotationRate;
  return {
    acceleration: [reading(a?.x), reading(a?.y), reading(a?.z)],
    withGravity: [reading(g?.x), reading(g?.y), reading(g?.z)],
    rotation: [reading(r?.alpha), reading(r?.beta), reading(r?.gamma)],
    interval: reading(event.interval, 0),
  };
}

/** The acceleration a shake is measured on: with gravity where given, else without. */
export function accelerationOf(event: DeviceMotionEvent) {
  const source = event.accelerationIncludingGravity ?? event.acceleration;
  if (!source || source.x === null || source.y === null || source.z === null) return undefined;
  return { x: source.x, y: source.y, z: source.z };
}
