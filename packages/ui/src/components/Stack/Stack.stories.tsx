import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaces } from '../Box/Box';
import { Button } from '../Button/Button';
import { Stack, stackAligns } from './Stack';
import { radioControl, selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'medium', align: 'stretch' },
  argTypes: {
    space: selectControl(spaces),
    align: radioControl(stackAligns),
  },
  parameters: withComponentDocs({
    summary:
      "Pieces one under another with the theme's even space between them, aligned across; as `ul` or `ol` it is a list of its items.",
    whenToUse: [
      'The vertical rhythm of any group: the fields of a form, paragraphs, cards in a column, settings.',
    ],
    whenNotToUse: [
      'Pieces side by side: use Inline or Columns.',
      'Named parts of a screen: use PageSection.',
    ],
  }),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args} aria-label="Actions">
      <Button>Pay now</Button>
      <Button variant="soft">Pay at the till</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByLabelText('Actions');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
    const [first, second] = within(stack).getAllByRole('button');
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(Math.round(gap)).toBe(12);
  },
};

export const Centred: Story = {
  args: { align: 'center', space: 'xsmall' },
  render: (args) => (
    <Stack {...args}>
      <span>¥1,280.00</span>
      <span>Balance</span>
    </Stack>
  ),
};

export const AsList: Story = {
  args: { space: 'small' },
  render: (args) => (
    <Stack as="ul" {...args} aria-label="Orders">
      <li>Order 1001</li>
      <li>Order 1002</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
