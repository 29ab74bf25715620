import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { CropDialog } from './CropDialog';

describe('CropDialog', () => {
  it('is a dialog titled "Crop picture" showing the picture', () => {
    renderKit(<CropDialog open onClose={() => {}} onConfirm={() => {}} imageSrc="/me.jpg" />);
    const dialog = screen.getByRole('dialog', { name: 'Crop picture' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/me.jpg');
  });

  it('keeps Confirm disabled until the crop area is known', () => {
    const onConfirm = vi.fn();
    renderKit(<CropDialog open onClose={() => {}} onConfirm={onConfirm} imageSrc="/me.jpg" />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('zooms with the slider, between 1 and the maximum', () => {
    renderKit(
      <CropDialog open onClose={() => {}} onConfirm={() => {}} imageSrc="/me.jpg" maxZoom={4} />,
    );
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('max', '4');
    fireEvent.change(slider, { target: { value: '2.5' } });
    expect(slider).toHaveValue('2.5');
    expect(screen.getByRole('dialog').querySelector('img')?.style.transform).toContain(
      'scale(2.5)',
    );
  });

  it('cancels through Cancel and Escape', async () => {
    const onClose = vi.fn();
    renderKit(<CropDialog open onClose={onClose} onConfirm={() => {}} imageSrc="/me.jpg" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
