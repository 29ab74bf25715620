import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from '../Switch/Switch';
import { OfflineBanner, type OfflineBannerProps } from './OfflineBanner';

const meta = {
  title: 'Product/OfflineBanner',
  component: OfflineBanner,
  args: { online: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are offline.');
  },
};

function Simulated(props: OfflineBannerProps) {
  const [online, setOnline] = useState(props.online);
  return (
    <>
      <OfflineBanner {...props} online={online} />
      <div style={{ padding: 16 }}>
        <Switch label="Network connected" checked={online} onChange={setOnline} />
      </div>
    </>
  );
}

export const BackOnline: Story = {
  args: { onlineMessageMs: 150 },
  render: (args) => <Simulated {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Network connected' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You are online.');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await userEvent.click(canvas.getByRole('switch', { name: 'Network connected' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline.');
  },
};

export const OnlineMessage: Story = {
  args: { onlineMessageMs: 3_600_000 },
  render: (args) => <Simulated {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Network connected' }));
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };
