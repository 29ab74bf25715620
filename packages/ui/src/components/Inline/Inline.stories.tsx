import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from '../Chip/Chip';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'small', align: 'start', alignY: 'center', wrap: true },
  argTypes: {
    align: radioControl(inlineAligns),
    alignY: radioControl(inlineAlignYs),
  },
  parameters: withComponentDocs({
    summary:
      "Pieces side by side with the theme's gap between them, wrapping onto more lines by default, aligned along and across the line.",
    whenToUse: [
      'Rows of chips, badges or small buttons that may wrap on a narrow phone.',
      'The buttons at the end of a form (`align="end"`) or at both ends of a line (`align="spaceBetween"`).',
    ],
    whenNotToUse: [
      'A line that must not wrap, with one part taking the room left: use Columns.',
      'A grid of equal cells: use Tiles.',
      'Pieces one under another: use Stack.',
    ],
  }),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = ['Grassland', 'Lake', 'Desert', 'Horse riding', 'Camping', 'Stargazing', 'Archery'];

export const Wrapping: Story = {
  render: (args) => (
    <Inline {...args} aria-label="Tags" style={{ width: 240 }}>
      {tags.map((tag) => (
        <Chip key={tag}>{tag}</Chip>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByLabelText('Tags');
    await expect(getComputedStyle(row).columnGap).toBe('8px');
    const tops = new Set(
      [...row.children].map((chip) => Math.round(chip.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBeGreaterThan(1);
  },
};

export const SpaceBetween: Story = {
  args: { align: 'spaceBetween', wrap: false },
  render: (args) => (
    <Inline {...args} aria-label="Total">
      <span>Total</span>
      <strong>¥86.00</strong>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByLabelText('Total');
    const amount = within(row).getByText('¥86.00');
    await expect(
      Math.round(row.getBoundingClientRect().right - amount.getBoundingClientRect().right),
    ).toBe(0);
  },
};
