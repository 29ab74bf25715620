import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import { radioControl } from '../../storybook-helpers/controls';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: radioControl(spinnerSizes) },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = { args: { label: 'Loading places nearby', showLabel: true } };

export const Mongolian: Story = { args: { showLabel: true }, globals: { locale: 'mn' } };
