import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card, cardElevations, cardPaddings } from './Card';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Account',
    children: 'Balance ¥1,280.00 · 3 vouchers · 560 points',
  },
  argTypes: { padding: radioControl(cardPaddings), elevation: radioControl(cardElevations) },
  parameters: withComponentDocs({
    summary:
      "A surface that groups related content, with an optional heading (which makes the card a region named by it), an action on the heading's line, three paddings and a flat or raised elevation. With `onClick` the whole card is one button.",
    whenToUse: [
      "A block of related facts on a screen: an account's balance and points, an order, a shop's opening hours.",
      'A tappable summary that leads to a detail screen, when nothing inside the card is a control of its own.',
    ],
    whenNotToUse: [
      '`onClick` on a card that holds buttons or links: controls cannot nest; put the action in `action` instead.',
      'Products in a grid: use ItemCard.',
      'Rows of links or settings: use List.',
    ],
  }),
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
