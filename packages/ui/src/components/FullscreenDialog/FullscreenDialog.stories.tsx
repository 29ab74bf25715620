import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import {
  focusTrapStory,
  modalParameters,
  openStory,
  withOpener,
} from '../../storybook-helpers/modal';
import { FullscreenDialog } from './FullscreenDialog';
import { withComponentDocs } from '../../storybook-helpers/docs';

function NameField() {
  const [name, setName] = useState('');
  return <TextField label="Name" value={name} onChange={setName} required />;
}

const WithOpener = withOpener(FullscreenDialog, (open) => (
  <Button onClick={open}>Register return</Button>
));

const meta = {
  title: 'Primitives/FullscreenDialog',
  component: FullscreenDialog,
  render: (args) => <WithOpener {...args}>{args.children ?? <NameField />}</WithOpener>,
  args: {
    open: false,
    onClose: fn(),
    title: 'Register return',
    children: undefined,
    footer: <Button fullWidth>Save</Button>,
  },
  parameters: withComponentDocs(
    {
      summary:
        'A modal that covers the whole screen, with a header (a close cross or a back arrow, the title, an optional action such as Save) and an optional bar fixed at the bottom. It traps focus and closes on Escape and its close button.',
      whenToUse: [
        'Forms too long for a Dialog that still belong to the current screen: editing an address, registering for an event.',
        'A step inside a flow (with `closeIcon="back"`) that returns to where it started.',
      ],
      whenNotToUse: [
        'A confirmation or a short question: use Dialog.',
        'Content people link to, share or reload: make it a screen with an AppBar.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof FullscreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = openStory();

export const FocusTrapEscapeAndRestore: Story = focusTrapStory(
  'Register return',
  'Register return',
  { role: 'button', name: 'Close' },
  [
    { role: 'textbox', name: /Name/ },
    { role: 'button', name: 'Close', tabs: 2 },
  ],
);

export const BackArrowWithHeaderAction: Story = {
  args: {
    open: true,
    closeIcon: 'back',
    title: 'Edit profile',
    footer: undefined,
    headerAction: (
      <Button size="small" variant="ghost">
        Save
      </Button>
    ),
  },
};

export const Mongolian: Story = {
  args: {
    open: true,
    lang: 'mn',
    title: 'Буцаж ирэх бүртгэл',
    children: <TextField label="Нэр" value="Болд" onChange={() => {}} />,
    footer: <Button fullWidth>Хадгалах</Button>,
  },
};
