import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonTones, buttonVariants } from './Button';
import { radioControl, selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { VariantToneGrid } from '../../storybook-helpers/grids';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: { tone: selectControl(buttonTones), variant: radioControl(buttonVariants) },
  parameters: withComponentDocs({
    summary:
      "The kit's button: a semantic tone (brand, accent, positive, critical, neutral), a visual variant (solid, soft, ghost) and two sizes. With `href` it renders a link that looks like a button; `loading` shows a spinner, marks it busy and ignores taps.",
    whenToUse: [
      'The main action of a screen or dialog, `solid` in the brand tone, one per view where possible: Pay, Add to cart, Submit.',
      'Other actions beside it in `soft` or `ghost`, and destructive ones in the `critical` tone (Delete address).',
      'A link that acts like an action, with `href`, e.g. a `tel:` link to customer service.',
    ],
    whenNotToUse: [
      'Actions shown only as an icon (share, close, cart): use IconButton, which requires a label.',
      'Turning a setting on and off: use Switch; a filter: use ToggleChip.',
      'Links inside running text: use a plain link.',
    ],
  }),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const TonesAndVariants: Story = {
  render: (args) => (
    <VariantToneGrid variants={buttonVariants} tones={buttonTones} wrap>
      {(tone, variant) => (
        <Button {...args} tone={tone} variant={variant}>
          {`${tone} ${variant}`}
        </Button>
      )}
    </VariantToneGrid>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Paying' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Paying' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'small' } };

export const AsLink: Story = {
  args: { href: 'tel:400-820-0163', children: 'Call customer service' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Call customer service' });
    await expect(link).toHaveAttribute('href', 'tel:400-820-0163');
  },
};

export const LongText: Story = {
  args: {
    fullWidth: true,
    children: 'Confirm the order and pay with the account balance of your membership card',
  },
};

export const Mongolian: Story = {
  args: { children: 'Сагсанд нэмэх', lang: 'mn' },
};
