import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest, renderKit } from '../../internal/test-utils';
import { OfflineBanner, useOnlineStatus } from './OfflineBanner';

describe('OfflineBanner', () => {
  fakeTimersInEachTest();

  it('says nothing while online from the start', () => {
    renderKit(<OfflineBanner online />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says "You are offline." while offline', () => {
    renderKit(<OfflineBanner online={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('says "You are online." for a while after reconnecting', () => {
    const { rerender } = renderKit(<OfflineBanner online={false} onlineMessageMs={3000} />);
    rerender(<OfflineBanner online onlineMessageMs={3000} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are online.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('You are online.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks Mongolian', () => {
    renderKit(<OfflineBanner online={false} />, { locale: 'mn' });
    expect(screen.getByRole('status')).toHaveTextContent('Та сүлжээнээс салсан байна.');
  });
});

describe('useOnlineStatus', () => {
  it('follows the online and offline events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
    onLine.mockRestore();
  });
});
