import { describe, it } from 'vitest';
import {
  expectTabStops,
  itClosesOnEscapeAndRestoresFocus,
  modalHarness,
  renderOpenModal,
} from '../../internal/test-utils';
import { BottomSheet } from './BottomSheet';

const Harness = modalHarness(BottomSheet, {
  title: 'Share',
  actions: <button>Done</button>,
  children: <button>WeChat</button>,
});

describe('BottomSheet', () => {
  it('opens a modal named by its title', async () => {
    await renderOpenModal(Harness, 'Share');
  });

  it('cycles focus inside the sheet', async () => {
    const sheet = await renderOpenModal(Harness, 'Share');
    await expectTabStops(sheet, [
      { role: 'button', name: 'Done', tabs: 2 },
      { role: 'button', name: 'Close' },
    ]);
  });

  itClosesOnEscapeAndRestoresFocus(Harness);
});
