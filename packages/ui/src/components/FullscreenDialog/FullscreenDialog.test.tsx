import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  itClosesOnEscapeAndRestoresFocus,
  modalHarness,
  openModal,
  renderKit,
} from '../../internal/test-utils';
import { FullscreenDialog } from './FullscreenDialog';

const Harness = modalHarness(FullscreenDialog, {
  title: 'Register',
  footer: <button>Save</button>,
  children: <input aria-label="Name" />,
});

describe('FullscreenDialog', () => {
  it('opens a modal named by its title with focus inside', async () => {
    renderKit(<Harness />);
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('wraps Tab from the footer back to the header', async () => {
    renderKit(<Harness />);
    await openModal();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  itClosesOnEscapeAndRestoresFocus(Harness);

  it('offers a back arrow when asked', () => {
    renderKit(
      <FullscreenDialog open onClose={() => {}} title="Step" closeIcon="back">
        x
      </FullscreenDialog>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
