import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { Avatar, avatarSizes } from './Avatar';
import { radioControl } from '../../storybook-helpers/controls';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Bat-Erdene Saraa' },
  argTypes: { size: radioControl(avatarSizes) },
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
