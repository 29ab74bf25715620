import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';
import { sprinkles } from './Box.css';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { expectComputedStyle } from '../../storybook-helpers/style';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: withComponentDocs({
    summary:
      "The element every layout piece is made of: its style props take the theme's tokens (space, surfaces, radii, shadows), so screens need no CSS of their own for them. `as` picks the element, and any other attribute goes to it. The style props, which the props table below does not list: " +
      [...sprinkles.properties].map((name) => `\`${name}\``).join(', ') +
      '.',
    whenToUse: [
      'A one-off container that needs theme space, a surface, a radius or a shadow.',
      'Giving a semantic element (`as="section"`, `as="ul"`) theme styles without a stylesheet.',
    ],
    whenNotToUse: [
      'Space between siblings: use Stack, Inline, Columns or Tiles, which own the gap.',
      'A surface with a heading: use Card, or PageSection with `surface`.',
    ],
  }),
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
    await expectComputedStyle(box, { paddingTop: '16px', borderTopLeftRadius: '16px' });
    await expect(getComputedStyle(box).boxShadow).not.toBe('none');
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
    await expectComputedStyle(list, {
      listStyleType: 'none',
      paddingLeft: '0px',
      marginTop: '0px',
      rowGap: '8px',
    });
  },
};

export const Padded: Story = {
  render: () => (
    <Box as="ul" paddingX="xlarge" paddingY="small" background="surfaceMuted" aria-label="Tags">
      <li>Grassland</li>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    // A padding prop wins over the list reset.
    await expectComputedStyle(within(canvasElement).getByRole('list', { name: 'Tags' }), {
      paddingLeft: '24px',
      paddingTop: '8px',
    });
  },
};
