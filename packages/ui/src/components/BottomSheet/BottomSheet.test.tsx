import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalHarness, openThenEscape, renderKit } from '../../internal/test-utils';
import { BottomSheet } from './BottomSheet';

function Harness({ onClose }: { onClose?: () => void }) {
  return (
    <ModalHarness onClose={onClose}>
      {(modal) => (
        <BottomSheet {...modal} title="Share" actions={<button>Done</button>}>
          <button>WeChat</button>
        </BottomSheet>
      )}
    </ModalHarness>
  );
}

describe('BottomSheet', () => {
  it('opens a modal named by its title', async () => {
    renderKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Share' })).toHaveAttribute('aria-modal', 'true');
  });

  it('cycles focus inside the sheet', async () => {
    renderKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and restores focus', async () => {
    const onClose = vi.fn();
    renderKit(<Harness onClose={onClose} />);
    const opener = await openThenEscape();
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
