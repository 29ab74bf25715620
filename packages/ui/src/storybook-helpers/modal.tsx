import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Modals cover the page: docs show each story in its own frame. */
export const modalParameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, iframeHeight: 560 } },
};

/**
 * Wraps a modal whose `open` the caller owns with the control that opens it: `opener`
 * receives the function that opens the modal; closing it also calls the story's `onClose`.
 */
export function withOpener<P extends { open: boolean; onClose: () => void }>(
  Modal: ComponentType<P>,
  opener: (open: () => void) => ReactNode,
) {
  return function WithOpener(props: P) {
    const [open, setOpen] = useState(props.open);
    return (
      <>
        {opener(() => setOpen(true))}
        <Modal
          {...props}
          open={open}
          onClose={() => {
            setOpen(false);
            props.onClose();
          }}
        />
      </>
    );
  };
}

/** Clicks the button named `openerName` in the story and waits for the dialog named `dialogName`. */
export async function openDialog(
  canvasElement: HTMLElement,
  openerName: string | RegExp,
  dialogName: string | RegExp,
) {
  const opener = within(canvasElement).getByRole('button', { name: openerName });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { opener, dialog };
}

/** Escape closes the open dialog once, through `onClose`, and focus returns to its opener. */
export async function expectEscapeClosesAndRestoresFocus(opener: HTMLElement, onClose: unknown) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(onClose).toHaveBeenCalledOnce();
  await expect(opener).toHaveFocus();
}

/** The story of a modal shown open from the start. */
export function openStory() {
  return { args: { open: true } };
}
