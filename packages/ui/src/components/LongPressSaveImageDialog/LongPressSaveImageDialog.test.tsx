import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { LongPressSaveImageDialog } from './LongPressSaveImageDialog';

describe('LongPressSaveImageDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the picture with the save hint', () => {
    renderKit(<LongPressSaveImageDialog open onClose={() => {}} src="/poster.png" alt="Poster" />);
    const dialog = screen.getByRole('dialog', { name: 'Save picture' });
    expect(dialog).toHaveTextContent('Press and hold the picture to save it');
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', '/poster.png');
  });

  it('reports a press held for the long-press time', () => {
    const onLongPress = vi.fn();
    renderKit(
      <LongPressSaveImageDialog
        open
        onClose={() => {}}
        src="/p.png"
        alt="Poster"
        onLongPress={onLongPress}
      />,
    );
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Poster' }));
    act(() => vi.advanceTimersByTime(599));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledOnce();
  });

  it('ignores a short tap', () => {
    const onLongPress = vi.fn();
    renderKit(
      <LongPressSaveImageDialog
        open
        onClose={() => {}}
        src="/p.png"
        alt="Poster"
        onLongPress={onLongPress}
      />,
    );
    const image = screen.getByRole('img', { name: 'Poster' });
    fireEvent.pointerDown(image);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(image);
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
