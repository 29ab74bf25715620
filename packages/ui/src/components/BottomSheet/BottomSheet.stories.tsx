import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { RadioGroup } from '../Radio/Radio';
import {
  focusTrapStory,
  modalParameters,
  openStory,
  withOpener,
} from '../../storybook-helpers/modal';
import { BottomSheet } from './BottomSheet';
import { withValueState } from '../../storybook-helpers/controlled';
import { withComponentDocs } from '../../storybook-helpers/docs';

const ControlledRadioGroup = withValueState(RadioGroup);

/** The sheet's content: a choice of map style that keeps the option picked. */
const styleChoice = (
  <ControlledRadioGroup
    label="Map style"
    value="style1"
    onChange={() => {}}
    options={[
      { value: 'style1', label: 'Standard' },
      { value: 'style2', label: 'Satellite' },
      { value: 'style3', label: 'Terrain' },
    ]}
  />
);

const WithOpener = withOpener(BottomSheet, (open) => <Button onClick={open}>Filters</Button>);

const meta = {
  title: 'Primitives/BottomSheet',
  component: BottomSheet,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Map filters',
    children: styleChoice,
    actions: <Button fullWidth>Apply</Button>,
  },
  parameters: withComponentDocs(
    {
      summary:
        'A modal panel that rises from the bottom edge, with a title, a close button, content and optional actions. It traps focus, closes on Escape, the close button and a tap on the backdrop, and returns focus to what opened it.',
      whenToUse: [
        "Short choices made with the thumb without leaving the screen: filters, pickers, share targets (ShareSheet and DatePicker's pickers are built on it).",
        'Content that belongs to the current screen and goes away after one decision.',
      ],
      whenNotToUse: [
        'A question that needs an explicit answer (delete, log out): use Dialog with `role="alertdialog"`.',
        'Long forms and steps of a flow: use FullscreenDialog.',
        'Navigation to other screens: use Drawer.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = openStory();

export const FocusTrapEscapeAndRestore: Story = focusTrapStory(
  'Filters',
  'Map filters',
  { role: 'button', name: 'Close' },
  [
    { role: 'radio', name: 'Standard' },
    { role: 'button', name: 'Apply' },
    { role: 'button', name: 'Close' },
  ],
);

export const Mongolian: Story = {
  args: {
    open: true,
    lang: 'mn',
    title: 'Шүүлтүүр',
    children: <p>Газрын зургийн хэв маягийг сонгоно уу.</p>,
    actions: <Button fullWidth>Хэрэглэх</Button>,
  },
};
