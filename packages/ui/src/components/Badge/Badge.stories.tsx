import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, badgeVariants } from './Badge';
import { radioControl, selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { VariantToneGrid } from '../../storybook-helpers/grids';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 3 },
  argTypes: { tone: selectControl(badgeTones), variant: radioControl(badgeVariants) },
  parameters: withComponentDocs({
    summary:
      'A small marker for a status or a count. A count above `max` shows as `max+`, a bare dot marks something new, and `label` gives the words a screen reader reads instead of the number.',
    whenToUse: [
      'A count on something that leads somewhere: unread messages, lines in the cart (IconButton and BottomBar take a `badge` themselves).',
      'A short status beside a title, such as "New" or "Sold out", in the `soft` variant inside rows.',
    ],
    whenNotToUse: [
      'Tags and filters, removable or not: use Chip or ToggleChip.',
      'Anything that needs a sentence: use Snackbar, OfflineBanner or Text.',
    ],
  }),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TonesAndVariants: Story = {
  render: () => (
    <VariantToneGrid variants={badgeVariants} tones={badgeTones}>
      {(tone, variant) => (
        <Badge tone={tone} variant={variant}>
          {tone}
        </Badge>
      )}
    </VariantToneGrid>
  ),
};

export const Capped: Story = {
  args: { children: 250, label: '250 unread messages' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '250 unread messages' });
    await expect(badge).toHaveTextContent('99+');
  },
};

export const Dot: Story = { args: { dot: true, label: 'New', tone: 'positive' } };

export const Mongolian: Story = { args: { children: 'Шинэ', tone: 'accent', lang: 'mn' } };
