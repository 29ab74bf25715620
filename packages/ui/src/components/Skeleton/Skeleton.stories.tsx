import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';
import { radioControl } from '../../storybook-helpers/controls';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: { shape: radioControl(skeletonShapes) },
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
