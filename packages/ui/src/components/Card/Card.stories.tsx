import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card, cardElevations, cardPaddings } from './Card';
import { radioControl } from '../../storybook-helpers/controls';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Account',
    children: 'Balance ¥1,280.00 · 3 vouchers · 560 points',
  },
  argTypes: { padding: radioControl(cardPaddings), elevation: radioControl(cardElevations) },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    action: (
      <Button size="small" variant="ghost">
        Top up
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Account' })).toBeVisible();
  },
};

export const Flat: Story = { args: { elevation: 'flat', title: undefined, 'aria-label': 'Note' } };

export const Clickable: Story = {
  args: { title: undefined, onClick: fn(), children: 'Opening hours: Mon-Fri 9:30-20:00' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Opening hours/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Mongolian: Story = {
  args: {
    title: 'Данс',
    children: 'Үлдэгдэл ¥1,280.00 · 3 эрхийн бичиг · 560 оноо',
    lang: 'mn',
  },
};
