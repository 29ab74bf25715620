import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

// A fixed "now" keeps the stories and screenshots still.
const NOW = Date.UTC(2024, 5, 15, 8, 0, 0);

const meta = {
  title: 'Product/Countdown',
  component: Countdown,
  args: { to: NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000, now: () => NOW },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('2 d 03:04:05');
  },
};

export const UnderAnHour: Story = {
  args: { to: NOW + 59 * 60_000 + 9_000, label: 'Sale ends in' },
};

export const Ended: Story = { args: { to: NOW - 1000 } };

let clock = NOW;

export const TicksAndEnds: Story = {
  args: { to: NOW + 2_000, now: () => clock, onEnd: fn(), tickMs: 50 },
  beforeEach: () => {
    clock = NOW;
  },
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:00:02');
    clock = NOW + 1_000;
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'), { timeout: 1000 });
    clock = NOW + 2_000;
    await waitFor(() => expect(timer).toHaveTextContent('Ended'), { timeout: 1000 });
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledOnce());
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };
