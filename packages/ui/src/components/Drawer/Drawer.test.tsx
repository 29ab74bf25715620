import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { modalHarness, openModal, openThenEscape, renderKit } from '../../internal/test-utils';
import { Drawer } from './Drawer';

const Harness = modalHarness(
  Drawer,
  {
    title: 'Menu',
    footer: 'v1',
    children: (
      <>
        <a href="#home">Home</a>
        <a href="#about">About</a>
      </>
    ),
  },
  'More',
);

describe('Drawer', () => {
  it('is a modal dialog with a navigation landmark', async () => {
    renderKit(<Harness />);
    await openModal('More');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(within(drawer).getByText('v1')).toBeInTheDocument();
  });

  it('traps focus', async () => {
    renderKit(<Harness />);
    await openModal('More');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on Escape and on the backdrop, restoring focus', async () => {
    const onClose = vi.fn();
    renderKit(<Harness onClose={onClose} />);
    const opener = await openThenEscape('More');
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
