import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Column, Columns, columnsAlignYs } from './Columns';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'medium', alignY: 'center' },
  argTypes: { alignY: radioControl(columnsAlignYs) },
  parameters: withComponentDocs({
    summary:
      "Columns side by side on one line that never wraps: each `Column` either fills the room left (`fill`, its text wraps) or takes its content's width (`content`), with the theme's gap between them and a vertical alignment.",
    whenToUse: [
      'A row with one flexible part and fixed parts, e.g. a picture, a name that wraps and a price.',
      'A label and its value that must stay on the same line.',
    ],
    whenNotToUse: [
      'Pieces that may wrap onto a second line (chips, small buttons): use Inline.',
      'A grid of equal cells: use Tiles.',
    ],
  }),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FillAndContent: Story = {
  render: (args) => (
    <Columns {...args} aria-label="Line">
      <Column width="content">
        <div style={{ width: 56, height: 56, background: '#ccc', borderRadius: 4 }} />
      </Column>
      <Column>
        Inner Mongolia dried beef, spicy, 250 g, vacuum packed for travelling and gifts
      </Column>
      <Column width="content">
        <Button size="small">Buy</Button>
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByLabelText('Line');
    const [picture, text, action] = [...row.children] as HTMLElement[];
    await expect(Math.round(picture!.getBoundingClientRect().width)).toBe(56);
    // The fill column takes the room left; the text wraps instead of pushing the button out.
    await expect(action!.getBoundingClientRect().right).toBeLessThanOrEqual(
      row.getBoundingClientRect().right + 0.5,
    );
    await expect(text!.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

export const Mongolian: Story = {
  render: (args) => (
    <Columns {...args} lang="mn">
      <Column>Хатаасан үхрийн мах, 250 г</Column>
      <Column width="content">¥68.00</Column>
    </Columns>
  ),
};
