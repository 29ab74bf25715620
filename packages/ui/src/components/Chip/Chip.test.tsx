import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { Chip, ToggleChip } from './Chip';

describe('Chip', () => {
  it('shows its text and no button unless removable', () => {
    renderKit(<Chip>Hotel</Chip>);
    expect(screen.getByText('Hotel')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a remove button named after the chip', async () => {
    const onRemove = vi.fn();
    renderKit(<Chip onRemove={onRemove}>Hotel</Chip>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hotel' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('names the remove button in Mongolian', () => {
    renderKit(<Chip onRemove={() => {}}>Буудал</Chip>, { locale: 'mn' });
    expect(screen.getByRole('button', { name: 'Буудал-г хасах' })).toBeInTheDocument();
  });
});

describe('ToggleChip', () => {
  it('exposes its state and reports the flip', async () => {
    const onChange = vi.fn();
    renderKit(
      <ToggleChip pressed={false} onChange={onChange}>
        play
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'play' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reports off when pressed and ignores clicks when disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = renderKit(
      <ToggleChip pressed onChange={onChange}>
        play
      </ToggleChip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(onChange).toHaveBeenCalledWith(false);
    rerender(
      <ToggleChip pressed disabled onChange={onChange}>
        play
      </ToggleChip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
