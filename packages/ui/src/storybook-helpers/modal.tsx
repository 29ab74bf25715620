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
async function expectEscapeClosesAndRestoresFocus(opener: HTMLElement, onClose: unknown) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(onClose).toHaveBeenCalledOnce();
  await expect(opener).toHaveFocus();
}

/** A control inside a dialog that focus should reach, found by its role and accessible name. */
export interface FocusStop {
  role: 'button' | 'radio' | 'textbox';
  name: string | RegExp;
  /** How many Tab presses move focus here from the stop before (1 unless given). */
  tabs?: number;
  /** Moves with Shift+Tab, backwards. */
  shift?: boolean;
}

/**
 * The story that opens the dialog with the button `openerName`, expects focus on `first`,
 * then on each of `stops` in turn, and closes it with Escape (see
 * expectEscapeClosesAndRestoresFocus).
 */
export function focusTrapStory(
  openerName: string,
  dialogName: string,
  first: FocusStop,
  stops: readonly FocusStop[],
) {
  return {
    play: async ({
      args,
      canvasElement,
    }: {
      args: { onClose: unknown };
      canvasElement: HTMLElement;
    }) => {
      const { opener, dialog } = await openDialog(canvasElement, openerName, dialogName);
      const expectFocusOn = ({ role, name }: FocusStop) =>
        expect(within(dialog).getByRole(role, { name })).toHaveFocus();
      await expectFocusOn(first);
      for (const stop of stops) {
        for (let press = 0; press < (stop.tabs ?? 1); press += 1) {
          await userEvent.tab({ shift: stop.shift ?? false });
        }
        await expectFocusOn(stop);
      }
      await expectEscapeClosesAndRestoresFocus(opener, args.onClose);
    },
  };
}

/** The story of a modal shown open from the start. */
export function openStory() {
  return { args: { open: true } };
}
