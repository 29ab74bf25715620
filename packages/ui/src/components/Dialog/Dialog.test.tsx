import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ModalHarness,
  expectTabStops,
  openModal,
  openThenEscape,
  renderKit,
  renderOpenModal,
} from '../../internal/test-utils';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  return (
    <ModalHarness onClose={onClose}>
      {(modal) => (
        <>
          <button>Outside</button>
          <Dialog
            {...modal}
            title="Confirm"
            description="Are you sure?"
            actions={
              <>
                <button>No</button>
                <button>Yes</button>
              </>
            }
          />
        </>
      )}
    </ModalHarness>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const dialog = await renderOpenModal(Harness, 'Confirm');
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, and never reaches the page', async () => {
    const dialog = await renderOpenModal(Harness, 'Confirm');
    await expectTabStops(dialog, [
      { role: 'button', name: 'Close', tabs: 0 },
      { role: 'button', name: 'No' },
      { role: 'button', name: 'Yes' },
      { role: 'button', name: 'Close' },
      { role: 'button', name: 'Yes', shift: true },
    ]);
  });

  it('pulls focus back when something outside is focused', async () => {
    renderKit(<Harness />);
    await openModal();
    screen.getByRole('button', { name: 'Outside', hidden: true }).focus();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and restores focus to the opener', async () => {
    const onClose = vi.fn();
    renderKit(<Harness onClose={onClose} />);
    const opener = await openThenEscape();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from the close button and the backdrop, not from a click inside', async () => {
    const onClose = vi.fn();
    renderKit(<Harness onClose={onClose} />);
    await openModal();
    await userEvent.click(screen.getByText('Are you sure?'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await openModal();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks page scroll while open', async () => {
    renderKit(<Harness />);
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('lets only the innermost of nested dialogs react to Escape', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    renderKit(
      <Dialog open onClose={outerClose} title="Outer">
        <Dialog open onClose={innerClose} title="Inner" />
      </Dialog>,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Inner' })).getByRole('button', {
          name: 'Close',
        }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledOnce();
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('keeps Tab moving inside a nested dialog', async () => {
    renderKit(
      <Dialog open onClose={() => {}} title="Outer">
        <Dialog open onClose={() => {}} title="Inner" actions={<button>Inner action</button>} />
      </Dialog>,
    );
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    await waitFor(() => expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    expect(within(inner).getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await userEvent.tab();
    expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
