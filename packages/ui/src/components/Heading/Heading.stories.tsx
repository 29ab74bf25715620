import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels } from './Heading';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { StackOfEach } from '../../storybook-helpers/grids';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Grassland tour' },
  argTypes: { level: radioControl(headingLevels) },
  parameters: withComponentDocs({
    summary:
      "A heading in the theme's four heading sizes. `level` sets its size and, unless `as` says otherwise, its element, so a screen's outline and its looks can differ where a design needs it.",
    whenToUse: [
      "Titles that are not a PageSection's or a Card's, e.g. the name of an item on its detail screen.",
      'Keeping the outline right (`as="h2"`) when a design asks for another size.',
    ],
    whenNotToUse: [
      'Titles of sections and cards: PageSection and Card render their own heading.',
      'Emphasis inside text: use Text with `weight="strong"`.',
    ],
  }),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Grassland tour');
    await expect(getComputedStyle(heading).fontSize).toBe('22px');
  },
};

export const Levels: Story = {
  render: () => (
    <StackOfEach values={headingLevels}>
      {(level) => <Heading level={level}>Level {level}: Hulunbuir grassland</Heading>}
    </StackOfEach>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

export const LooksApartFromOutline: Story = {
  args: { level: 3, as: 'h2', children: 'Recommended' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
  },
};

export const Mongolian: Story = {
  args: { lang: 'mn', children: 'Хулунбуйрын тал нутгийн аялал' },
};
