import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { FullscreenShareDialog } from './FullscreenShareDialog';

describe('FullscreenShareDialog', () => {
  it('is a modal named "Share" that describes where to tap', () => {
    renderKit(<FullscreenShareDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Tap ··· in the top right corner to share');
  });

  it('closes once on the close button', async () => {
    const onClose = vi.fn();
    renderKit(<FullscreenShareDialog open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a tap on the hint and on Escape', async () => {
    const onClose = vi.fn();
    renderKit(<FullscreenShareDialog open onClose={onClose} hint="Use the menu" />);
    await userEvent.click(screen.getByText('Use the menu'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
