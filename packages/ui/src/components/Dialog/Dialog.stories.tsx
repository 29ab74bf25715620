import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import {
  focusTrapStory,
  modalParameters,
  openStory,
  withOpener,
} from '../../storybook-helpers/modal';
import { Dialog } from './Dialog';
import { withComponentDocs } from '../../storybook-helpers/docs';

const WithOpener = withOpener(Dialog, (open) => <Button onClick={open}>Open dialog</Button>);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Log out?',
    description: 'Your cart stays on this device.',
    actions: (
      <>
        <Button variant="ghost" tone="neutral">
          Cancel
        </Button>
        <Button tone="critical">Log out</Button>
      </>
    ),
  },
  parameters: withComponentDocs(
    {
      summary:
        'A centred modal dialog, at most 400 px wide, with a title, an optional description, content and buttons at the bottom. It traps focus, closes on Escape, the close button and a tap on the backdrop, and returns focus to what opened it; `role="alertdialog"` is for confirmations that need an answer.',
      whenToUse: [
        'Confirming an action that is hard to undo: Log out, Delete address, Cancel order.',
        'A short form of one or two fields that belongs to the current screen.',
      ],
      whenNotToUse: [
        'Long forms and flows of several steps: use FullscreenDialog.',
        'Choices picked with the thumb from a list: use BottomSheet.',
        'A message that needs no answer: use Snackbar.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = openStory();

export const FocusTrapEscapeAndRestore: Story = focusTrapStory(
  'Open dialog',
  'Log out?',
  { role: 'button', name: 'Close' },
  [
    { role: 'button', name: 'Cancel' },
    { role: 'button', name: 'Log out' },
    { role: 'button', name: 'Close' },
    { role: 'button', name: 'Log out', shift: true },
  ],
);

export const WithForm: Story = {
  args: {
    open: true,
    title: 'Add a point',
    description: undefined,
    children: <TextField label="Name" value="North gate" onChange={() => {}} />,
    actions: <Button>Save</Button>,
  },
};

export const LongText: Story = {
  args: {
    open: true,
    title:
      'Privacy policy for the return-home registration form and the health information it collects',
    description: undefined,
    children: Array.from({ length: 6 }, (_, index) => (
      <p key={index}>
        We keep the details you enter only for the community office, which uses them to plan
        arrivals and contact you if needed. They are deleted after the registration period.
      </p>
    )),
  },
};

export const Mongolian: Story = {
  args: {
    open: true,
    lang: 'mn',
    title: 'Гарах уу?',
    description: 'Таны сагс энэ төхөөрөмж дээр хадгалагдана.',
    actions: (
      <>
        <Button variant="ghost" tone="neutral">
          Цуцлах
        </Button>
        <Button tone="critical">Гарах</Button>
      </>
    ),
  },
};
