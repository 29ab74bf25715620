import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';
import { withComponentDocs } from '../../storybook-helpers/docs';

// A fixed "now" keeps the stories and screenshots still.
const NOW = Date.UTC(2024, 5, 15, 8, 0, 0);

const meta = {
  title: 'Product/Countdown',
  component: Countdown,
  args: { to: NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000, now: () => NOW },
  parameters: withComponentDocs({
    summary:
      'Time left until a moment as days plus `HH:MM:SS`, refreshed every second, calling `onEnd` once when the time is up. The clock can be injected with `now` for tests and stories.',
    whenToUse: [
      "How long the member's pay code stays valid, and how long until an event starts or its sign-up closes.",
      'Limited offers whose end the shopper should watch.',
    ],
    whenNotToUse: [
      'Dates in the past or far ahead: show the date with Text.',
      'A send-code button frozen for a minute: the button shows its own seconds, as in LoginDialog.',
    ],
  }),
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
