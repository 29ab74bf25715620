import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressTones } from './ProgressBar';
import { selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading avatar.jpg', value: 40, showValue: true },
  argTypes: {
    tone: selectControl(progressTones),
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  parameters: withComponentDocs({
    summary:
      'Progress of a task in percent, in four tones, named by its `label`; without a `value` it is indeterminate. `showValue` shows the label and the percentage above the bar.',
    whenToUse: [
      "Uploads and other tasks whose share done is known, such as the avatar's upload.",
      'A measure toward a whole: the share of each rating among reviews, a battery level.',
    ],
    whenNotToUse: ['A wait of unknown length for a part of a page: use Spinner or Skeleton.'],
  }),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading avatar.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {progressTones.map((tone, index) => (
        <ProgressBar key={tone} label={tone} tone={tone} value={25 * (index + 1)} showValue />
      ))}
    </div>
  ),
};

export const Indeterminate: Story = { args: { value: undefined, label: 'Preparing' } };

export const Mongolian: Story = { args: { label: 'Байршуулж байна', value: 75 } };
