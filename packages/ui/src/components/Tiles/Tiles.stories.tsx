import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tiles, tileColumns } from './Tiles';

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { columns: 4, space: 'medium' },
  argTypes: { columns: { control: 'inline-radio', options: tileColumns } },
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
        <li key={name} style={{ background: '#eee', padding: 8, textAlign: 'center' }}>
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
      <div style={{ background: '#eee', height: 80 }} />
      <div style={{ background: '#eee', height: 80 }} />
    </Tiles>
  ),
};
