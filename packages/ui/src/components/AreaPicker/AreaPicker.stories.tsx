import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaPicker, areaLevels, type AreaNode } from './AreaPicker';
import { withValueState } from '../../storybook-helpers/controlled';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const tree: AreaNode[] = [
  {
    name: 'Inner Mongolia',
    children: [
      {
        name: 'Ordos',
        children: [{ name: 'Dongsheng' }, { name: 'Kangbashi' }, { name: 'Ejin Horo' }],
      },
      { name: 'Hohhot', children: [{ name: 'Xincheng' }, { name: 'Saihan' }] },
    ],
  },
  {
    name: 'Beijing',
    children: [{ name: 'Beijing', children: [{ name: 'Dongcheng' }, { name: 'Haidian' }] }],
  },
];

const Controlled = withValueState(AreaPicker);

const meta = {
  title: 'Product/AreaPicker',
  component: AreaPicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Province / city / district', tree, value: [], onChange: fn() },
  argTypes: { levels: radioControl(areaLevels) },
  parameters: withComponentDocs({
    summary:
      'One to three linked selects over a province > city > district tree. Picking at a level keeps the levels above and clears the ones below, so the value is always a path from the top of the tree.',
    whenToUse: [
      'Delivery and member addresses, where the area must be a real province, city and district.',
      'Choosing a region with fewer levels (`levels={1}` or `levels={2}`), e.g. only a province and a city.',
    ],
    whenNotToUse: [
      'The street and house number of an address: use TextField.',
      'A short flat list of places: use Select.',
    ],
  }),
} satisfies Meta<typeof AreaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('City')).toBeDisabled();
    await expect(canvas.getByLabelText('District')).toBeDisabled();
  },
};

export const HigherLevelResetsLower: Story = {
  args: { value: ['Inner Mongolia', 'Ordos', 'Kangbashi'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('District')).toHaveValue('Kangbashi');
    await userEvent.selectOptions(canvas.getByLabelText('City'), 'Hohhot');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Inner Mongolia', 'Hohhot']);
    await expect(canvas.getByLabelText('District')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('District'), 'Saihan');
    await userEvent.selectOptions(canvas.getByLabelText('Province'), 'Beijing');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Beijing']);
    await expect(canvas.getByLabelText('City')).toHaveValue('');
    await expect(canvas.getByLabelText('District')).toBeDisabled();
  },
};

export const TwoLevels: Story = {
  args: { levels: 2, value: ['Inner Mongolia'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('District')).toBeNull();
  },
};

export const WithError: Story = { args: { required: true, error: 'Province required' } };

export const Mongolian: Story = {
  args: {
    label: 'Муж / хот / дүүрэг',
    lang: 'mn',
    value: ['Өвөр Монгол', 'Ордос'],
    tree: [{ name: 'Өвөр Монгол', children: [{ name: 'Ордос', children: [{ name: 'Дуншэн' }] }] }],
  },
  globals: { locale: 'mn' },
};
