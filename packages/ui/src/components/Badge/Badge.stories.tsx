import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, badgeVariants } from './Badge';
import { radioControl, selectControl } from '../../storybook-helpers/controls';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 3 },
  argTypes: { tone: selectControl(badgeTones), variant: radioControl(badgeVariants) },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TonesAndVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {badgeVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
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
