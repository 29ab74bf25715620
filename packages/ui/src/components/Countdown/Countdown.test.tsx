import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest, renderKit } from '../../internal/test-utils';
import { Countdown, splitRemaining } from './Countdown';

describe('splitRemaining', () => {
  it.each([
    [0, 0, '00:00:00'],
    [-5000, 0, '00:00:00'],
    [1, 0, '00:00:01'],
    [61_000, 0, '00:01:01'],
    [86_400_000 + 3_723_000, 1, '01:02:03'],
  ])('%s ms -> %s d %s', (ms, days, clock) => {
    expect(splitRemaining(ms)).toEqual({ days, clock });
  });
});

describe('Countdown', () => {
  fakeTimersInEachTest();
  beforeEach(() => {
    vi.setSystemTime(new Date('2024-06-15T08:00:00Z'));
  });

  it('counts down every second and reports the end once', () => {
    const onEnd = vi.fn();
    renderKit(<Countdown to="2024-06-15T08:00:03Z" onEnd={onEnd} />);
    const timer = screen.getByRole('timer', { name: 'Time remaining' });
    expect(timer).toHaveTextContent('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('Ended');
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('shows days when more than a day is left', () => {
    renderKit(<Countdown to={Date.now() + 3 * 86_400_000 + 1000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('3 d 00:00:01');
  });

  it('speaks the app locale', () => {
    renderKit(<Countdown to={Date.now() + 86_400_000} />, { locale: 'zh-Hans' });
    expect(screen.getByRole('timer', { name: '剩余时间' })).toHaveTextContent('1天 00:00:00');
  });
});
