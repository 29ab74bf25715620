import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import {
  ArrayContentException,
  EnumerationException,
  UndefinedException,
  WrongTypeException,
} from './errors';

describe('AR.PropertyAnimation validation', () => {
  it('needs an AR object as target and an existing property', () => {
    const { AR } = setupAR();
    const label = new AR.Label('x', 1);
    expect(thrown(() => new AR.PropertyAnimation({} as never, 'opacity', 0, 1, 100)).message).toBe(
      "'target' must be an AR object, got object.",
    );
    const missing = thrown(() => new AR.PropertyAnimation(label, 'glow', 0, 1, 100));
    expect(missing).toBeInstanceOf(UndefinedException);
    expect(missing.message).toBe("'property' glow does not exist on Label.");
  });

  it('animates only numeric properties, with scale as the exception', () => {
    const { AR } = setupAR();
    const label = new AR.Label('x', 1);
    const error = thrown(() => new AR.PropertyAnimation(label, 'text', 0, 1, 100));
    expect(error).toBeInstanceOf(WrongTypeException);
    expect(error.message).toBe(
      "Only numeric properties can be animated; 'text' of Label is not a number.",
    );
    expect(thrown(() => new AR.PropertyAnimation(label, 'translate', 0, 1, 100))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(() => new AR.PropertyAnimation(label, 'scale', 1, 2, 100)).not.toThrow();
    expect(() => new AR.PropertyAnimation(label, 'translate.x', 0, 1, 100)).not.toThrow();
    expect(
      () => new AR.PropertyAnimation(new AR.GeoLocation(0, 0), 'latitude', 0, 1, 100),
    ).not.toThrow();
  });

  it('validates start, end, duration and the easing curve', () => {
    const { AR } = setupAR();
    const label = new AR.Label('x', 1);
    expect(
      thrown(() => new AR.PropertyAnimation(label, 'opacity', '0' as never, 1, 100)).message,
    ).toBe("'start' must be a number, got string.");
    expect(
      thrown(() => new AR.PropertyAnimation(label, 'opacity', 0, undefined as never, 100)),
    ).toBeInstanceOf(UndefinedException);
    expect(thrown(() => new AR.PropertyAnimation(label, 'opacity', 0, 1, 0)).message).toBe(
      "'duration' must be in (0, Infinity), got 0.",
    );
    const easing = thrown(
      () => new AR.PropertyAnimation(label, 'opacity', 0, 1, 100, { type: 'wiggle' as never }),
    );
    expect(easing).toBeInstanceOf(EnumerationException);
    const amplitude = thrown(
      () =>
        new AR.PropertyAnimation(label, 'opacity', 0, 1, 100, {
          type: AR.CONST.EASING_CURVE_TYPE.EASE_OUT_ELASTIC,
          amplitude: 'big' as never,
        }),
    );
    expect(amplitude.message).toBe("'easingCurve.amplitude' must be a number, got string.");
    const animation = new AR.PropertyAnimation(label, 'opacity', null, 0, 100);
    expect(animation.startValue).toBeNull();
    expect(animation.easingCurve.type).toBe('linear');
  });

  it('requires whole loop counts', () => {
    const { AR } = setupAR();
    const animation = new AR.PropertyAnimation(new AR.Label('x', 1), 'opacity', 0, 1, 100);
    expect(thrown(() => animation.start(1.5)).message).toBe(
      "'loopTimes' must be a whole number, got 1.5.",
    );
    expect(animation.isRunning()).toBe(false);
  });

  it('marks the property as changing while it runs', () => {
    const { AR } = setupAR();
    const label = new AR.Label('x', 1);
    const animation = new AR.PropertyAnimation(label, 'opacity', 1, 0, 500);
    animation.start();
    expect(label.isChanging('opacity')).toBe(true);
    animation.stop();
    expect(label.isChanging('opacity')).toBe(false);
    expect(animation.isRunning()).toBe(false);
  });
});

describe('AR.AnimationGroup and AR.ModelAnimation validation', () => {
  it('accepts parallel or sequential only', () => {
    const { AR } = setupAR();
    const child = new AR.PropertyAnimation(new AR.Label('x', 1), 'opacity', 0, 1, 100);
    const error = thrown(() => new AR.AnimationGroup('random' as never, [child]));
    expect(error).toBeInstanceOf(EnumerationException);
    expect(error.message).toBe("'type' must be one of 'parallel', 'sequential', got 'random'.");
  });

  it('holds only animations, at least one', () => {
    const { AR } = setupAR();
    const child = new AR.PropertyAnimation(new AR.Label('x', 1), 'opacity', 0, 1, 100);
    const content = thrown(() => new AR.AnimationGroup('parallel', [child, 'fade' as never]));
    expect(content).toBeInstanceOf(ArrayContentException);
    expect(content.message).toBe(
      "'animations' must contain only AR animations; element 1 is 'fade'.",
    );
    expect(thrown(() => new AR.AnimationGroup('sequential', [])).message).toBe(
      "'animations' must contain at least one animation.",
    );
  });

  it('lasts the longest child when parallel and the sum when sequential', () => {
    const { AR } = setupAR();
    const label = new AR.Label('x', 1);
    const short = new AR.PropertyAnimation(label, 'opacity', 0, 1, 300);
    const long = new AR.PropertyAnimation(label, 'translate.x', 0, 1, 700);
    const model = new AR.ModelAnimation(new AR.Model('m.glb'), 'walk');
    expect(new AR.AnimationGroup('parallel', [short, long]).duration).toBe(700);
    expect(new AR.AnimationGroup('sequential', [short, long, model]).duration).toBe(3000);
    const nested = new AR.AnimationGroup('sequential', [
      short,
      new AR.AnimationGroup('parallel', [short, long]),
    ]);
    expect(nested.duration).toBe(1000);
  });

  it('needs a Model and an animation id for model animations', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.ModelAnimation(new AR.Label('x', 1) as never, 'walk')).message).toBe(
      "'model' must be an AR.Model, got object.",
    );
    expect(thrown(() => new AR.ModelAnimation(new AR.Model('m.glb'), 3 as never))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(new AR.ModelAnimation(new AR.Model('m.glb'), 'walk').duration).toBe(2000);
  });

  it('rejects out-of-range loop counts for sounds too', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.Sound('a.mp3').play('2' as never))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(() => new AR.Sound('a.mp3').play(-1)).not.toThrow();
  });
});
