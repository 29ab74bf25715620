import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { PageSection } from '../PageSection/PageSection';
import { Text } from '../Text/Text';
import { Page, pageWidths } from './Page';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { expectComputedStyle } from '../../storybook-helpers/style';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { width: 'standard' },
  argTypes: { width: radioControl(pageWidths) },
  parameters: withComponentDocs(
    {
      summary:
        "A screen's content, centred at a readable width (`narrow`, `standard`, `wide`) with the theme's page padding and even space between its sections, and optionally actions fixed at its foot that stay in reach.",
      whenToUse: [
        'The content of every screen, under its AppBar: `narrow` for sign-in and account forms, `standard` for reading and forms, `wide` for grids of items.',
        'Screens whose main action must stay in reach while scrolling (add to cart, check out, pay), in `actions`.',
      ],
      whenNotToUse: [
        'Content of dialogs and sheets: they have their own padding.',
        'Parts of a screen: use PageSection.',
      ],
    },
    { layout: 'fullscreen' },
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <>
    <Heading level={2} as="h1">
      Hulunbuir grassland
    </Heading>
    <Text tone="muted">Open every day, 8:00-18:00.</Text>
    <PageSection title="Tickets">
      <Text>Gate ticket ¥60 · Shows ¥120 · All-in-one ¥280</Text>
    </PageSection>
  </>
);

export const Default: Story = {
  render: (args) => <Page {...args}>{content}</Page>,
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    const page = heading.parentElement!;
    await expectComputedStyle(page, { paddingLeft: '16px', rowGap: '16px' });
  },
};

export const WithActions: Story = {
  args: { actionsLabel: 'Buy' },
  render: (args) => (
    <Page
      {...args}
      actions={
        <>
          <Button variant="soft" fullWidth>
            Add to cart
          </Button>
          <Button fullWidth>Buy now</Button>
        </>
      }
    >
      {content}
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const actions = within(canvasElement).getByRole('group', { name: 'Buy' });
    await expect(getComputedStyle(actions).position).toBe('fixed');
    await expect(within(actions).getAllByRole('button')).toHaveLength(2);
  },
};

export const Mongolian: Story = {
  args: { lang: 'mn' },
  render: (args) => (
    <Page {...args}>
      <Heading level={2} as="h1">
        Хулунбуйрын тал нутаг
      </Heading>
      <Text tone="muted">Өдөр бүр 8:00-18:00 цагт нээлттэй.</Text>
    </Page>
  ),
};
