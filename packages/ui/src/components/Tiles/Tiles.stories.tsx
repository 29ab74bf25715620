import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes';
import { Tiles, tileColumns } from './Tiles';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { columns: 4, space: 'medium' },
  argTypes: { columns: radioControl(tileColumns) },
  parameters: withComponentDocs({
    summary:
      "A grid of equal tiles, 1 to 6 columns to a row, with the theme's gap; as `ul` or `ol` it is a list.",
    whenToUse: [
      'ItemCards in two columns on phones.',
      'Grids of shortcuts or of pictures of one size.',
    ],
    whenNotToUse: [
      'Parts of different widths on one line: use Columns.',
      'Pieces that wrap at their own width: use Inline.',
    ],
  }),
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = [
  'Food',
  'Dairy',
  'Crafts',
  'Tea',
  'Wool',
  'Tickets',
  'Hotels',
  'A very long category name',
];

export const FourAcross: Story = {
  render: (args) => (
    <Tiles {...args} as="ul" aria-label="Categories">
      {names.map((name) => (
        <li
          key={name}
          style={{ background: vars.color.surfaceMuted, padding: 8, textAlign: 'center' }}
        >
          {name}
        </li>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Categories' });
    const items = within(grid).getAllByRole('listitem');
    const widths = new Set(items.map((item) => Math.round(item.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(2);
  },
};

export const TwoAcross: Story = {
  args: { columns: 2 },
  render: (args) => (
    <Tiles {...args}>
      <div style={{ background: vars.color.surfaceMuted, height: 80 }} />
      <div style={{ background: vars.color.surfaceMuted, height: 80 }} />
    </Tiles>
  ),
};
