import { EASING_CURVE_TYPE, type EasingCurveName } from './constants';

export interface EasingParameters {
  amplitude?: number;
  period?: number;
  overshoot?: number;
}

type Ease = (t: number, p: Required<EasingParameters>) => number;

const power =
  (n: number): Ease =>
  (t) =>
    t ** n;
const sine: Ease = (t) => 1 - Math.cos((t * Math.PI) / 2);
const expo: Ease = (t) => (t === 0 ? 0 : 2 ** (10 * (t - 1)));
const circ: Ease = (t) => 1 - Math.sqrt(1 - t * t);
const back: Ease = (t, { overshoot }) => t * t * ((overshoot + 1) * t - overshoot);

const elastic: Ease = (t, { amplitude, period }) => {
  if (t === 0 || t === 1) return t;
  const a = Math.max(amplitude, 1);
  const s = (period / (2 * Math.PI)) * Math.asin(1 / a);
  return -(a * 2 ** (10 * (t - 1)) * Math.sin(((t - 1 - s) * 2 * Math.PI) / period));
};

const bounceOut = (t: number): number => {
  const n = 7.5625;
  if (t < 1 / 2.75) return n * t * t;
  if (t < 2 / 2.75) return n * (t - 1.5 / 2.75) ** 2 + 0.75;
  if (t < 2.5 / 2.75) return n * (t - 2.25 / 2.75) ** 2 + 0.9375;
  return n * (t - 2.625 / 2.75) ** 2 + 0.984375;
};
const bounce: Ease = (t) => 1 - bounceOut(1 - t);

const easeIn = (f: Ease): Ease => f;
const easeOut =
  (f: Ease): Ease =>
  (t, p) =>
    1 - f(1 - t, p);
const easeInOut =
  (f: Ease): Ease =>
  (t, p) =>
    t < 0.5 ? f(2 * t, p) / 2 : 1 - f(2 - 2 * t, p) / 2;
const easeOutIn =
  (f: Ease): Ease =>
  (t, p) =>
    t < 0.5 ? easeOut(f)(2 * t, p) / 2 : 0.5 + f(2 * t - 1, p) / 2;

const families: Record<string, Ease> = {
  Quad: power(2),
  Cubic: power(3),
  Quart: power(4),
  Quint: power(5),
  Sine: sine,
  Expo: expo,
  Circ: circ,
  Elastic: elastic,
  Back: back,
  Bounce: bounce,
};

const curves = new Map<string, Ease>([['linear', (t) => t]]);
for (const [family, f] of Object.entries(families)) {
  curves.set(`easeIn${family}`, easeIn(f));
  curves.set(`easeOut${family}`, easeOut(f));
  curves.set(`easeInOut${family}`, easeInOut(f));
  curves.set(`easeOutIn${family}`, easeOutIn(f));
}

export const EASING_CURVE_NAMES: readonly EasingCurveName[] = Object.values(EASING_CURVE_TYPE);

/** Progress (0..1, may overshoot for back/elastic) at time fraction `t` of an easing curve. */
export function evaluateEasing(
  type: EasingCurveName,
  t: number,
  parameters: EasingParameters = {},
): number {
  const ease = curves.get(type);
  if (!ease) throw new Error(`Unknown easing curve ${type}`);
  const clamped = Math.min(1, Math.max(0, t));
  return ease(clamped, {
    amplitude: parameters.amplitude ?? 1,
    period: parameters.period ?? 0.3,
    overshoot: parameters.overshoot ?? 1.70158,
  });
}
