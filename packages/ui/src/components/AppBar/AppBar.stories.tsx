import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { AppBar, appBarTones } from './AppBar';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/AppBar',
  component: AppBar,
  args: { title: 'Shopping cart', onBack: fn() },
  argTypes: { tone: radioControl(appBarTones) },
  parameters: withComponentDocs(
    {
      summary:
        "The header of a screen: an optional back button, the screen's title as its heading, and actions at the end. It sticks to the top while the page scrolls; the `brand` tone fills it with the theme's brand colour.",
      whenToUse: [
        'The top of every full screen, with `onBack` on every screen that is not one of the BottomBar sections.',
        'Actions that concern the whole screen, such as share or the cart with its count, as IconButtons in `actions`.',
      ],
      whenNotToUse: [
        'Headers of dialogs and sheets: Dialog, BottomSheet, Drawer and FullscreenDialog draw their own.',
        'Titles of parts of a page: use PageSection or Heading.',
      ],
    },
    { layout: 'fullscreen' },
  ),
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const RootPage: Story = {
  args: {
    title: 'City life',
    onBack: undefined,
    tone: 'brand',
    actions: <IconButton icon="search" label="Search" />,
  },
};

export const WithActions: Story = {
  args: {
    title: 'Fresh vegetables',
    actions: (
      <>
        <IconButton icon="share" label="Share" />
        <IconButton icon="cart" label="Cart" badge={2} />
      </>
    ),
  },
};

export const LongTitle: Story = {
  args: { title: 'Scenic area map with hotspots, boundaries and every attraction type' },
};

export const Mongolian: Story = {
  args: { title: 'Худалдан авалтын сагс', lang: 'mn' },
};
