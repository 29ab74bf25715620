import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';

describe('simulated property animation', () => {
  it('steps every 100 ms toward the end and snaps to it at the duration', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    const values: number[] = [];
    const animation = new AR.PropertyAnimation(label, 'translate.x', 0, 10, 250);
    let finished = 0;
    animation.onFinish = () => finished++;
    animation.start();
    values.push(label.translate.x);
    for (let t = 0; t < 3; t++) {
      clock.tick(50);
      values.push(label.translate.x);
      clock.tick(50);
      values.push(label.translate.x);
    }
    expect(values).toEqual([0, 0, 4, 4, 8, 10, 10]);
    expect(finished).toBe(1);
    expect(animation.isRunning()).toBe(false);
    expect(label.isChanging('translate.x')).toBe(false);
  });

  it('applies the easing curve at each step', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    new AR.PropertyAnimation(label, 'opacity', 0, 1, 400, {
      type: AR.CONST.EASING_CURVE_TYPE.EASE_IN_QUAD,
    }).start();
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      clock.tick(100);
      seen.push(label.opacity);
    }
    expect(seen.map((v) => Number(v.toFixed(4)))).toEqual([0.0625, 0.25, 0.5625, 1]);
  });

  it('repeats for loopTimes, fires onStart once and onFinish after the last loop', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    const events: string[] = [];
    const animation = new AR.PropertyAnimation(label, 'opacity', 1, 0, 200, undefined, {
      onStart: () => events.push('start'),
      onFinish: () => events.push('finish'),
    });
    animation.start(3);
    clock.tick(399);
    expect(events).toEqual(['start']);
    clock.tick(201);
    expect(events).toEqual(['start', 'finish']);
    expect(label.opacity).toBe(0);
  });

  it('loops forever with -1 until stopped, without onFinish', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    let finished = 0;
    const animation = new AR.PropertyAnimation(label, 'opacity', 1, 0, 200, undefined, {
      onFinish: () => finished++,
    });
    animation.start(-1);
    clock.tick(10_000);
    expect(animation.isRunning()).toBe(true);
    animation.stop();
    clock.tick(10_000);
    expect(finished).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('starts from the current value when no start is given', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1, { opacity: 0.5 });
    new AR.PropertyAnimation(label, 'opacity', null, 1, 100).start();
    expect(label.opacity).toBe(0.5);
    clock.tick(100);
    expect(label.opacity).toBe(1);
  });

  it('animates x, y and z together for scale', () => {
    const { AR, clock } = setupAR();
    const image = new AR.ImageDrawable(new AR.ImageResource('a.png'), 1);
    new AR.PropertyAnimation(image, 'scale', 1, 2, 200).start();
    clock.tick(100);
    expect([image.scale.x, image.scale.y, image.scale.z]).toEqual([1.5, 1.5, 1.5]);
    clock.tick(100);
    expect([image.scale.x, image.scale.y, image.scale.z]).toEqual([2, 2, 2]);
  });

  it('pauses and resumes where it was', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    const animation = new AR.PropertyAnimation(label, 'translate.y', 0, 10, 1000);
    animation.start();
    clock.tick(300);
    animation.pause();
    expect(animation.isPaused()).toBe(true);
    clock.tick(5000);
    expect(label.translate.y).toBe(3);
    animation.resume();
    clock.tick(700);
    expect(label.translate.y).toBe(10);
    expect(animation.isRunning()).toBe(false);
  });

  it('does not echo animated values back to the host', () => {
    const { AR, clock, sent } = setupAR();
    const label = new AR.Label('x', 1);
    new AR.PropertyAnimation(label, 'opacity', 0, 1, 300).start();
    clock.tick(300);
    expect(sent('set').filter((m) => m.objectId === label.objectId)).toEqual([]);
  });
});

describe('simulated animation groups', () => {
  it('starts every child of a parallel group and finishes after the longest', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    const events: string[] = [];
    const fade = new AR.PropertyAnimation(label, 'opacity', 1, 0, 300, undefined, {
      onFinish: () => events.push(`fade@${clock.now()}`),
    });
    const move = new AR.PropertyAnimation(label, 'translate.x', 0, 5, 800, undefined, {
      onStart: () => events.push(`move started@${clock.now()}`),
      onFinish: () => events.push(`move@${clock.now()}`),
    });
    const group = new AR.AnimationGroup('parallel', [fade, move], {
      onFinish: () => events.push(`group@${clock.now()}`),
    });
    group.start();
    clock.tick(1000);
    expect(events).toEqual(['move started@0', 'fade@300', 'move@800', 'group@800']);
  });

  it('staggers a sequential group by cumulative durations and lasts their sum', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    const model = new AR.Model('m.glb');
    const starts: string[] = [];
    const a = new AR.PropertyAnimation(label, 'opacity', 1, 0, 300, undefined, {
      onStart: () => starts.push(`a@${clock.now()}`),
    });
    const b = new AR.ModelAnimation(model, 'wave', {
      onStart: () => starts.push(`b@${clock.now()}`),
    });
    const c = new AR.PropertyAnimation(label, 'opacity', 0, 1, 200, undefined, {
      onStart: () => starts.push(`c@${clock.now()}`),
    });
    let finishedAt = -1;
    const group = new AR.AnimationGroup('sequential', [a, b, c], {
      onFinish: () => (finishedAt = clock.now()),
    });
    group.start(2);
    clock.tick(10_000);
    expect(starts).toEqual(['a@0', 'b@300', 'c@2300', 'a@2500', 'b@2800', 'c@4800']);
    expect(finishedAt).toBe(5000);
    expect(label.opacity).toBe(1);
  });

  it('stops its children when stopped', () => {
    const { AR, clock } = setupAR();
    const label = new AR.Label('x', 1);
    const fade = new AR.PropertyAnimation(label, 'opacity', 1, 0, 1000);
    const group = new AR.AnimationGroup('parallel', [fade]);
    group.start();
    clock.tick(500);
    group.stop();
    clock.tick(1000);
    expect(label.opacity).toBe(0.5);
    expect(fade.isRunning()).toBe(false);
    expect(label.isChanging('opacity')).toBe(false);
  });
});

describe('simulated model and key frame animations', () => {
  it('plays a model animation for 2000 ms per loop', () => {
    const { AR, clock } = setupAR();
    let finishedAt = -1;
    const animation = new AR.ModelAnimation(new AR.Model('m.glb'), 'walk', {
      onFinish: () => (finishedAt = clock.now()),
    });
    animation.start(2);
    clock.tick(3999);
    expect(finishedAt).toBe(-1);
    clock.tick(1);
    expect(finishedAt).toBe(4000);
  });

  it('shows each key frame for its duration and loops', () => {
    const { AR, clock } = setupAR();
    const sprite = new AR.AnimatedImageDrawable(new AR.ImageResource('s.png'), 1, 16, 16);
    let finished = 0;
    sprite.onFinish = () => finished++;
    sprite.animate([3, 4, 5], 100, 2);
    const frames: number[] = [];
    for (let i = 0; i < 6; i++) {
      frames.push(sprite.keyFrame);
      clock.tick(100);
    }
    expect(frames).toEqual([3, 4, 5, 3, 4, 5]);
    expect([finished, sprite.isRunning()]).toEqual([1, false]);
  });
});
