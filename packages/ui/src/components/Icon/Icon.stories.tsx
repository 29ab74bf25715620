import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames, iconSizes, iconTones } from './Icon';
import { radioControl, selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: {
    name: selectControl(iconNames),
    size: radioControl(iconSizes),
    tone: selectControl(iconTones),
  },
  parameters: withComponentDocs({
    summary:
      "One glyph of the kit's icon set in three sizes; it takes the text colour unless given a tone. Without `label` it is decorative and hidden from assistive technology.",
    whenToUse: [
      "Beside text that names the same thing, decoratively: a Button's `icon`, a ListItem's `leading`.",
      'Alone, as information, with a `label`: a status or the weather.',
    ],
    whenNotToUse: [
      'Something to tap: use IconButton, a button with a name.',
      'Pictures, flags and logos: use an image.',
    ],
  }),
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = {
  args: { name: 'location', label: 'Current location', tone: 'brand', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Current location' }),
    ).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <Icon name={name} size="large" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconTones.map((tone) => (
        <Icon key={tone} name="heart" tone={tone} size="large" label={tone} />
      ))}
    </div>
  ),
};
