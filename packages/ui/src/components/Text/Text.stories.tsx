import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';
import { radioControl, selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';
import { StackOfEach } from '../../storybook-helpers/grids';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Pick-up at the shop from 10:00 to 18:00.' },
  argTypes: {
    size: selectControl(textSizes),
    weight: radioControl(textWeights),
    tone: selectControl(textTones),
  },
  parameters: withComponentDocs({
    summary:
      "Text in the theme's sizes, weights and tones: a paragraph by default, any element with `as`. It can keep typed line breaks, break long words, cut after 1 to 3 lines and use figures of one width; unset props inherit. `textStyle()` gives the same classes to elements that are not a Text.",
    whenToUse: [
      'Every run of text on a screen: paragraphs, captions, muted hints (`tone="muted"`).',
      'Amounts and counts in columns (`tabularNumbers`); names, addresses and order numbers (`breakWord`); descriptions cut on cards (`maxLines`).',
    ],
    whenNotToUse: [
      'Titles: use Heading, or the title of PageSection or Card.',
      'Prices: use PriceTag.',
    ],
  }),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Pick-up at the shop/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginTop).toBe('0px');
  },
};

export const Sizes: Story = {
  render: () => (
    <StackOfEach values={textSizes}>
      {(size) => <Text size={size}>{size}: ¥1,280.00</Text>}
    </StackOfEach>
  ),
  play: async ({ canvasElement }) => {
    const small = within(canvasElement).getByText(/^small:/);
    await expect(getComputedStyle(small).fontSize).toBe('14px');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack space="small">
      {textTones
        .filter((tone) => tone !== 'onBrand')
        .map((tone) => (
          <Text key={tone} tone={tone} weight="medium">
            {tone}
          </Text>
        ))}
      <Box background="brand" padding="xsmall">
        <Text tone="onBrand">onBrand</Text>
      </Box>
    </Stack>
  ),
};

export const Figures: Story = {
  render: () => (
    <Stack space="xxsmall" align="end">
      <Text tabularNumbers size="large" weight="strong" tone="price">
        ¥1,111.00
      </Text>
      <Text tabularNumbers size="large" weight="strong" tone="price">
        ¥8,888.00
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText(/¥/);
    await expect(Math.round(a!.getBoundingClientRect().width)).toBe(
      Math.round(b!.getBoundingClientRect().width),
    );
  },
};

export const Truncated: Story = {
  args: {
    maxLines: 2,
    children:
      'Inner Mongolia dried beef, spicy, 250 g, vacuum packed for travelling and for gifts to friends and family back home',
    style: { width: 200 },
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Inner Mongolia/);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

export const LongWords: Story = {
  args: {
    breakWord: true,
    children: 'Order SN20260302100000123456789012345678',
    style: { width: 160 },
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Order SN/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

export const Mongolian: Story = {
  args: { lang: 'mn', children: 'Дэлгүүрээс 10:00-18:00 цагийн хооронд авна.', tone: 'muted' },
};
