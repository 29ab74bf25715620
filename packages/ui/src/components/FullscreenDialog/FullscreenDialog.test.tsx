import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectTabStops,
  itClosesOnEscapeAndRestoresFocus,
  modalHarness,
  renderKit,
  renderOpenModal,
} from '../../internal/test-utils';
import { FullscreenDialog } from './FullscreenDialog';

const Harness = modalHarness(FullscreenDialog, {
  title: 'Register',
  footer: <button>Save</button>,
  children: <input aria-label="Name" />,
});

describe('FullscreenDialog', () => {
  it('opens a modal named by its title with focus inside', async () => {
    const dialog = await renderOpenModal(Harness, 'Register');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('wraps Tab from the footer back to the header', async () => {
    const dialog = await renderOpenModal(Harness, 'Register');
    await expectTabStops(dialog, [
      { role: 'textbox', name: 'Name' },
      { role: 'button', name: 'Save' },
      { role: 'button', name: 'Close' },
    ]);
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
