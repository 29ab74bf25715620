import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, chipTones, ToggleChip } from './Chip';
import { selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'Imported' },
  argTypes: { tone: selectControl(chipTones) },
  parameters: withComponentDocs({
    summary:
      'A compact label for a tag, a status or a filter in use, in six tones with an optional icon; `onRemove` adds a remove button named after the chip. `ToggleChip`, in the same module, is the pressable chip that turns a filter or an option on and off (`aria-pressed`).',
    whenToUse: [
      "Tags of an item or a place (origin, category, type), and a list's filters in use, removable with `onRemove`.",
      'ToggleChip for filters people switch on and off in a row: attraction types on the map, event categories.',
    ],
    whenNotToUse: [
      'A count or a one-word status on another element: use Badge.',
      'Actions: use Button.',
    ],
  }),
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {chipTones.map((tone) => (
        <Chip key={tone} {...args} tone={tone}>
          {tone}
        </Chip>
      ))}
    </div>
  ),
};

export const Removable: Story = {
  args: { children: 'Hotel', tone: 'brand', icon: 'location', onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Hotel' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

const attractionTypes = ['play', 'hotel', 'canteen', 'store', 'facility', 'show', 'toilet'];

export const ToggleChips: Story = {
  render: function Render() {
    const [on, setOn] = useState<string[]>(['play']);
    return (
      <div
        role="group"
        aria-label="Attraction types"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {attractionTypes.map((type) => (
          <ToggleChip
            key={type}
            pressed={on.includes(type)}
            disabled={type === 'toilet'}
            onChange={(pressed) =>
              setOn((list) => (pressed ? [...list, type] : list.filter((t) => t !== type)))
            }
          >
            {type}
          </ToggleChip>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const hotel = canvas.getByRole('button', { name: 'hotel' });
    await userEvent.click(hotel);
    await expect(hotel).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'play' }));
    await expect(canvas.getByRole('button', { name: 'play' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ width: 200 }}>
      <Chip tone="accent">Four ticket-package tags for the whole scenic area and its shows</Chip>
    </div>
  ),
};

export const Mongolian: Story = {
  args: { children: 'Зочид буудал', lang: 'mn', tone: 'positive' },
};
