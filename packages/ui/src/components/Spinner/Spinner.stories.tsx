import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: radioControl(spinnerSizes) },
  parameters: withComponentDocs({
    summary:
      'An indeterminate loading ring in three sizes, announced as a status by its label (the kit\'s "Loading" by default); `showLabel` also shows the label beside it.',
    whenToUse: [
      'Waits of unknown length: loading the next page, waiting for a payment to be confirmed.',
      'Loading in a small area whose content has no known shape.',
    ],
    whenNotToUse: [
      "A busy button: use Button's `loading`.",
      'Known progress: use ProgressBar.',
      'The first load of a known layout: use Skeleton.',
    ],
  }),
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
