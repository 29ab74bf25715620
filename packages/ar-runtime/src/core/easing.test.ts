import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/setup-ar';
import { EasingCurve } from './animations';
import { EASING_CURVE_TYPE } from './constants';
import { EASING_CURVE_NAMES, evaluateEasing } from './easing';
import { EnumerationException, WrongTypeException } from './errors';

describe('easing curves', () => {
  it('every curve starts at 0 and ends at 1', () => {
    for (const name of EASING_CURVE_NAMES) {
      expect(evaluateEasing(name, 0), name).toBeCloseTo(0, 6);
      expect(evaluateEasing(name, 1), name).toBeCloseTo(1, 6);
    }
  });

  it('follows the expected shapes at the midpoint', () => {
    expect(evaluateEasing(EASING_CURVE_TYPE.LINEAR, 0.25)).toBe(0.25);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_IN_QUAD, 0.5)).toBeCloseTo(0.25);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_OUT_QUAD, 0.5)).toBeCloseTo(0.75);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_IN_CUBIC, 0.5)).toBeCloseTo(0.125);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_IN_OUT_QUAD, 0.5)).toBeCloseTo(0.5);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_OUT_IN_QUAD, 0.25)).toBeCloseTo(0.375);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_IN_SINE, 0.5)).toBeCloseTo(1 - Math.SQRT1_2);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_OUT_BOUNCE, 0.5)).toBeCloseTo(0.765625);
  });

  it('lets back and elastic curves overshoot, shaped by overshoot and amplitude', () => {
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_IN_BACK, 0.2)).toBeLessThan(0);
    const mild = evaluateEasing(EASING_CURVE_TYPE.EASE_IN_BACK, 0.2, { overshoot: 0.5 });
    const strong = evaluateEasing(EASING_CURVE_TYPE.EASE_IN_BACK, 0.2, { overshoot: 3 });
    expect(strong).toBeLessThan(mild);
    expect(evaluateEasing(EASING_CURVE_TYPE.EASE_OUT_ELASTIC, 0.2)).toBeGreaterThan(1);
    const wide = evaluateEasing(EASING_CURVE_TYPE.EASE_OUT_ELASTIC, 0.2, { amplitude: 2 });
    expect(wide).not.toBeCloseTo(evaluateEasing(EASING_CURVE_TYPE.EASE_OUT_ELASTIC, 0.2));
  });

  it('clamps time to [0, 1]', () => {
    expect(evaluateEasing(EASING_CURVE_TYPE.LINEAR, 2)).toBe(1);
    expect(evaluateEasing(EASING_CURVE_TYPE.LINEAR, -1)).toBe(0);
  });
});

describe('AR.EasingCurve', () => {
  it('accepts a known name with numeric parameters', () => {
    const curve = new EasingCurve(EASING_CURVE_TYPE.EASE_OUT_ELASTIC, {
      amplitude: 2,
      period: 0.4,
    });
    expect(curve.toJSON()).toEqual({
      type: 'easeOutElastic',
      amplitude: 2,
      period: 0.4,
      overshoot: undefined,
    });
  });

  it('rejects unknown curve names', () => {
    const error = thrown(() => new EasingCurve('wobble' as never));
    expect(error).toBeInstanceOf(EnumerationException);
    expect(error.message).toMatch(/^'easingCurve.type' must be one of 'linear', 'easeInQuad'/);
  });

  it('requires amplitude, period and overshoot to be numeric when given', () => {
    for (const name of ['amplitude', 'period', 'overshoot']) {
      const error = thrown(() => new EasingCurve(EASING_CURVE_TYPE.EASE_IN_BACK, { [name]: '2' }));
      expect(error).toBeInstanceOf(WrongTypeException);
      expect(error.message).toBe(`'easingCurve.${name}' must be a number, got string.`);
    }
  });

  it('defaults to linear and builds from plain objects', () => {
    expect(EasingCurve.from(undefined).type).toBe('linear');
    expect(EasingCurve.from({ type: 'easeInQuad', overshoot: 1 }).overshoot).toBe(1);
  });
});
