import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Balance"
      padding="large"
      background="surface"
      borderRadius="large"
      boxShadow="small"
    >
      Balance ¥1,280.00
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Balance' });
    const style = getComputedStyle(box);
    await expect(style.paddingTop).toBe('16px');
    await expect(style.borderTopLeftRadius).toBe('16px');
    await expect(style.boxShadow).not.toBe('none');
  },
};

export const List: Story = {
  render: () => (
    <Box as="ul" display="grid" gap="small" aria-label="Opening hours">
      <li>Mon-Fri 9:30-20:00</li>
      <li>Sat-Sun 10:00-18:00</li>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Opening hours' });
    const style = getComputedStyle(list);
    await expect(style.listStyleType).toBe('none');
    await expect(style.paddingLeft).toBe('0px');
    await expect(style.marginTop).toBe('0px');
    await expect(style.rowGap).toBe('8px');
  },
};

export const Padded: Story = {
  render: () => (
    <Box as="ul" paddingX="xlarge" paddingY="small" background="surfaceMuted" aria-label="Tags">
      <li>Grassland</li>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByRole('list', { name: 'Tags' }));
    // A padding prop wins over the list reset.
    await expect(style.paddingLeft).toBe('24px');
    await expect(style.paddingTop).toBe('8px');
  },
};
