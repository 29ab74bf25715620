import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { PageSection, pageSectionTitleStyles } from './PageSection';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  args: {
    title: 'Recommended',
    children: <Text>Dried beef · Milk tea · Felt slippers</Text>,
  },
  argTypes: { titleStyle: { control: 'inline-radio', options: pageSectionTitleStyles } },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { action: <a href="#more">More</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
