import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: { shape: radioControl(skeletonShapes) },
  parameters: withComponentDocs({
    summary:
      'A placeholder drawn where content will appear while it loads: lines of text, a rectangle or a circle. It is decorative: mark the loading region `aria-busy`, or add a Spinner with a label.',
    whenToUse: [
      'First loads of screens whose layout is known: the pay code, a price list, the parts of a form filled from the server.',
      'Keeping the layout still when the content arrives.',
    ],
    whenNotToUse: [
      'Waits of unknown shape, or inside a control: use Spinner.',
      'Uploads: use ProgressBar.',
    ],
  }),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  },
};

export const ItemCardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8, width: 170 }}>
      <Skeleton shape="rect" width="100%" height={170} />
      <Skeleton lines={2} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Skeleton width={64} />
        <Skeleton shape="circle" width={32} height={32} />
      </div>
    </div>
  ),
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} width={64} height={shape === 'text' ? undefined : 64} />
      ))}
    </div>
  ),
};
