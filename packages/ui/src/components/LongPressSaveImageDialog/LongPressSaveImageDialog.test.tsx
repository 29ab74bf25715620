import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest, renderKit } from '../../internal/test-utils';
import { LongPressSaveImageDialog } from './LongPressSaveImageDialog';

/** Renders the open dialog with a spy as its `onLongPress`, and returns the spy. */
function renderWithLongPressSpy() {
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
  return onLongPress;
}

describe('LongPressSaveImageDialog', () => {
  fakeTimersInEachTest();

  it('shows the picture with the save hint', () => {
    renderKit(<LongPressSaveImageDialog open onClose={() => {}} src="/poster.png" alt="Poster" />);
    const dialog = screen.getByRole('dialog', { name: 'Save picture' });
    expect(dialog).toHaveTextContent('Press and hold the picture to save it');
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', '/poster.png');
  });

  it('reports a press held for the long-press time', () => {
    const onLongPress = renderWithLongPressSpy();
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Poster' }));
    act(() => vi.advanceTimersByTime(599));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledOnce();
  });

  it('ignores a short tap', () => {
    const onLongPress = renderWithLongPressSpy();
    const image = screen.getByRole('img', { name: 'Poster' });
    fireEvent.pointerDown(image);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(image);
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
