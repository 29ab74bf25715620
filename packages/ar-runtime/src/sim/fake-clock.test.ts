import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fake-clock';
import { createSeededRandom } from './random';

describe('createFakeClock', () => {
  it('runs timers in time order and only when due', () => {
    const clock = createFakeClock(100);
    const order: string[] = [];
    clock.setTimeout(() => order.push('b'), 20);
    clock.setTimeout(() => order.push('a'), 10);
    clock.tick(9);
    expect(order).toEqual([]);
    clock.tick(11);
    expect(order).toEqual(['a', 'b']);
    expect(clock.now()).toBe(120);
  });

  it('repeats intervals and stops cleared timers', () => {
    const clock = createFakeClock();
    let count = 0;
    const id = clock.setInterval(() => count++, 100);
    const never = clock.setTimeout(() => (count = -100), 50);
    clock.clearTimeout(never);
    clock.tick(350);
    expect(count).toBe(3);
    clock.clearInterval(id);
    clock.tick(1000);
    expect(count).toBe(3);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs timers scheduled by timers within the same tick', () => {
    const clock = createFakeClock();
    const times: number[] = [];
    clock.setTimeout(() => {
      times.push(clock.now());
      clock.setTimeout(() => times.push(clock.now()), 5);
    }, 10);
    clock.tick(20);
    expect(times).toEqual([10, 15]);
  });
});

describe('createSeededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = createSeededRandom(7);
    const b = createSeededRandom(7);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(100);
  });
});
