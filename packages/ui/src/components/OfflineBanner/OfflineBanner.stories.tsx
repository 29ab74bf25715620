import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from '../Switch/Switch';
import { OfflineBanner, type OfflineBannerProps } from './OfflineBanner';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/OfflineBanner',
  component: OfflineBanner,
  args: { online: false },
  parameters: withComponentDocs(
    {
      summary:
        'A banner that says "You are offline." while the browser has no connection, then "You are online." for a moment after it returns. It shows the state it is given; `useOnlineStatus()` follows the browser\'s events.',
      whenToUse: [
        'Once, in the app shell, so that every screen says when requests cannot reach the server.',
      ],
      whenNotToUse: [
        'One failed request: use ErrorState or a Snackbar.',
        'Messages that are not about the connection: use Snackbar.',
      ],
    },
    { layout: 'fullscreen' },
  ),
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
  play: async ({ canvas }) => {
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
