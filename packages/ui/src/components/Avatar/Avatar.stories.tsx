import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { Avatar, avatarSizes } from './Avatar';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Bat-Erdene Saraa' },
  argTypes: { size: radioControl(avatarSizes) },
  parameters: withComponentDocs({
    summary:
      "A round picture of a person that falls back to their initials (the first character of a CJK name) when there is no picture. The name is the picture's alternative text; with `onClick` the avatar is a button named by `actionLabel`.",
    whenToUse: [
      "The member's picture in the member centre and the side drawer, and on the profile page as the button that changes it.",
      'Authors of reviews and chat messages, at the `small` size beside their text.',
    ],
    whenNotToUse: [
      "Pictures of things (items, shops, places): use the picture of an ItemCard or an image in a ListItem's `leading`.",
      'A count or status on a person: put a Badge beside the avatar.',
    ],
  }),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      <Avatar name="王小明" />
    </div>
  ),
};

export const WithImage: Story = { args: { src: pictures.portrait, size: 'large' } };

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Li Na' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('LN')).toBeVisible();
  },
};

export const TapToChange: Story = {
  args: { src: pictures.portrait, size: 'large', onClick: fn(), actionLabel: 'Change avatar' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change avatar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
