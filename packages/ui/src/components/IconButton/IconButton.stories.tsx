import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';
import { radioControl, selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { VariantToneGrid } from '../../storybook-helpers/grids';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'Share', onClick: fn() },
  argTypes: {
    icon: selectControl(iconNames),
    tone: selectControl(iconButtonTones),
    variant: radioControl(iconButtonVariants),
    size: radioControl(iconButtonSizes),
  },
  parameters: withComponentDocs({
    summary:
      'A round button that shows only an icon; its `label` is the accessible name, kept as visually hidden text. Tones, variants and sizes like Button, and an optional count on its corner.',
    whenToUse: [
      'Familiar actions in tight places: back, close, share, and the cart with its count in an AppBar.',
      'A small action repeated on every row, such as delete on each address.',
    ],
    whenNotToUse: [
      'Actions whose icon is not understood at a glance: use Button with text (and the icon as its `icon`).',
    ],
  }),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const TonesAndVariants: Story = {
  render: (args) => (
    <VariantToneGrid variants={iconButtonVariants} tones={iconButtonTones}>
      {(tone, variant) => (
        <IconButton {...args} tone={tone} variant={variant} label={`${tone} ${variant}`} />
      )}
    </VariantToneGrid>
  ),
};

export const WithBadge: Story = {
  args: { icon: 'cart', label: 'Cart', badge: 120, variant: 'soft', tone: 'brand' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cart (99+)' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
