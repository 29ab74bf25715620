import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  itClosesOnEscapeAndRestoresFocus,
  modalHarness,
  openModal,
  renderKit,
} from '../../internal/test-utils';
import { BottomSheet } from './BottomSheet';

const Harness = modalHarness(BottomSheet, {
  title: 'Share',
  actions: <button>Done</button>,
  children: <button>WeChat</button>,
});

describe('BottomSheet', () => {
  it('opens a modal named by its title', async () => {
    renderKit(<Harness />);
    await openModal();
    expect(screen.getByRole('dialog', { name: 'Share' })).toHaveAttribute('aria-modal', 'true');
  });

  it('cycles focus inside the sheet', async () => {
    renderKit(<Harness />);
    await openModal();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  itClosesOnEscapeAndRestoresFocus(Harness);
});
