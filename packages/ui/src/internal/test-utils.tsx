import { render, screen, waitFor, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { KitMessagesProvider } from '../i18n/KitMessagesProvider';

/** Renders `ui` with the kit's English messages, the language the tests query by. */
export function renderKit(ui: ReactElement, options?: RenderOptions & { locale?: string }) {
  const { locale = 'en', ...rest } = options ?? {};
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KitMessagesProvider locale={locale}>{children}</KitMessagesProvider>
  );
  return render(ui, { wrapper, ...rest });
}

/**
 * A button named `opener` that opens the modal `children` renders; the modal's close sets
 * `open` back to false and calls `onClose`.
 */
export function ModalHarness({
  opener = 'Open',
  onClose = () => {},
  children,
}: {
  opener?: string;
  onClose?: () => void;
  children: (modal: { open: boolean; onClose: () => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>{opener}</button>
      {children({
        open,
        onClose: () => {
          setOpen(false);
          onClose();
        },
      })}
    </>
  );
}

/**
 * A ModalHarness around `Modal` with the fixed `props`; the returned component takes the
 * `onClose` spy.
 */
export function modalHarness<P extends { open: boolean; onClose: () => void }>(
  Modal: ComponentType<P>,
  props: Omit<P, 'open' | 'onClose'>,
  opener?: string,
) {
  return function Harness({ onClose }: { onClose?: () => void }) {
    return (
      <ModalHarness opener={opener} onClose={onClose}>
        {(modal) => <Modal {...(props as P)} {...modal} />}
      </ModalHarness>
    );
  };
}

/** Clicks the button named `opener` that opens the modal; returns it. */
export async function openModal(opener = 'Open'): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name: opener });
  await userEvent.click(button);
  return button;
}

/**
 * Renders `Harness` (a modalHarness) and opens its modal, which is a modal dialog named
 * `title`; returns the dialog.
 */
export async function renderOpenModal(Harness: ComponentType, title: string): Promise<HTMLElement> {
  renderKit(<Harness />);
  await openModal();
  const dialog = screen.getByRole('dialog', { name: title });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  return dialog;
}

/** A control in `container` that focus reaches after `tabs` presses of Tab (1 unless given). */
export interface TabStop {
  role: 'button' | 'textbox';
  name: string;
  tabs?: number;
  /** Presses Shift+Tab, moving backwards. */
  shift?: boolean;
}

/** Presses Tab towards each of `stops` in turn and checks that focus is on it. */
export async function expectTabStops(container: HTMLElement, stops: readonly TabStop[]) {
  for (const { role, name, tabs = 1, shift = false } of stops) {
    for (let press = 0; press < tabs; press += 1) await userEvent.tab({ shift });
    expect(within(container).getByRole(role, { name })).toHaveFocus();
  }
}

/** Opens the modal from the button named `opener` and presses Escape; returns the opener. */
export async function openThenEscape(opener = 'Open'): Promise<HTMLElement> {
  const button = await openModal(opener);
  await userEvent.keyboard('{Escape}');
  return button;
}

/**
 * Runs each test of the enclosing `describe` on fake timers (with `options`) and restores
 * the real ones after it.
 */
export function fakeTimersInEachTest(options?: Parameters<typeof vi.useFakeTimers>[0]) {
  beforeEach(() => {
    vi.useFakeTimers(options);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * A text control labelled `label` that keeps what is typed into it, starting from the
 * `value` prop (empty by default); the `onChange` prop still hears every change.
 */
export function withTypedText<
  P extends { label: string; value: string; onChange: (next: string) => void },
>(Control: ComponentType<P>, label: string) {
  return function Typed(props: Partial<P>) {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <Control
        {...({ label, ...props } as P)}
        value={value}
        onChange={(next: string) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    );
  };
}

/**
 * The test a modal built with modalHarness shares with the others: Escape closes it once,
 * through `onClose`, and focus returns to the button that opened it.
 */
export function itClosesOnEscapeAndRestoresFocus(Harness: ComponentType<{ onClose?: () => void }>) {
  it('closes on Escape and restores focus', async () => {
    const onClose = vi.fn();
    renderKit(<Harness onClose={onClose} />);
    const opener = await openThenEscape();
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  });
}
