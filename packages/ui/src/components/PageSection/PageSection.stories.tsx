import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textStyle } from '../Text/Text';
import { PageSection, pageSectionTitleStyles } from './PageSection';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  args: {
    title: 'Recommended',
    children: <Text>Dried beef · Milk tea · Felt slippers</Text>,
  },
  argTypes: { titleStyle: radioControl(pageSectionTitleStyles) },
  parameters: withComponentDocs({
    summary:
      'One part of a page: an optional heading line (a large heading or a small muted label, with an action such as "More") and its content with even space between. With a title it is a region named by it; `surface` puts it on a raised surface of its own.',
    whenToUse: [
      'Dividing a screen into named parts: Recommended, Delivery, Account.',
      'A small label over a List or a Card (`titleStyle="label"`).',
    ],
    whenNotToUse: [
      'A small block of facts with its own heading inside a section: use Card.',
      'Space between pieces without a heading: use Stack.',
    ],
  }),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    action: (
      <a className={textStyle({ tone: 'brand' })} href="#more">
        More
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Recommended' });
    await expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'More' })).toBeVisible();
  },
};

export const Label: Story = {
  args: { title: 'Account', titleStyle: 'label' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Account' });
    await expect(getComputedStyle(heading).fontSize).toBe('14px');
  },
};

export const Surface: Story = {
  args: { title: 'Delivery', surface: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Delivery' });
    await expect(getComputedStyle(section).paddingTop).toBe('16px');
    await expect(getComputedStyle(section).boxShadow).not.toBe('none');
  },
};

export const Mongolian: Story = {
  args: {
    lang: 'mn',
    title: 'Санал болгох',
    children: <Text>Хатаасан үхрийн мах · Сүүтэй цай</Text>,
  },
};
