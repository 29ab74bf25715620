import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Icon } from '../Icon/Icon';
import { List, ListItem } from '../List/List';
import {
  focusTrapStory,
  modalParameters,
  openStory,
  withOpener,
} from '../../storybook-helpers/modal';
import { Drawer } from './Drawer';
import { withComponentDocs } from '../../storybook-helpers/docs';

const WithOpener = withOpener(Drawer, (open) => (
  <IconButton icon="menu" label="More" onClick={open} />
));

const menu = (
  <List>
    <ListItem leading={<Icon name="home" />} title="Home" href="#home" />
    <ListItem leading={<Icon name="user" />} title="User centre" href="#member" />
    <ListItem leading={<Icon name="chat" />} title="Feedback" href="#feedback" />
    <ListItem leading={<Icon name="info" />} title="About" href="#about" />
    <ListItem leading={<Icon name="globe" />} title="Language" trailing="English" onClick={fn()} />
  </List>
);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  render: (args) => <WithOpener {...args} />,
  args: { open: false, onClose: fn(), title: 'Menu', children: menu, footer: 'Version 0.1.163' },
  parameters: withComponentDocs(
    {
      summary:
        'A modal side panel that slides in from the right with a title, content and small print at the bottom. It traps focus and closes on Escape, the close button and a tap on the backdrop.',
      whenToUse: [
        "The app's side menu: the member's name and picture, the less frequent destinations (settings, about, feedback) and the app version.",
      ],
      whenNotToUse: [
        'The main sections of the app: use BottomBar.',
        'Choices that act on the current screen: use BottomSheet or Menu.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = openStory();

export const FocusTrapEscapeAndRestore: Story = focusTrapStory(
  'More',
  'Menu',
  { role: 'button', name: 'Close menu' },
  [
    { role: 'button', name: /Language/, shift: true },
    { role: 'button', name: 'Close menu' },
  ],
);

export const Mongolian: Story = {
  args: {
    open: true,
    lang: 'mn',
    title: 'Цэс',
    footer: 'Хувилбар 0.1.163',
    children: (
      <List>
        <ListItem leading={<Icon name="home" />} title="Нүүр" href="#home" />
        <ListItem leading={<Icon name="user" />} title="Хэрэглэгчийн төв" href="#member" />
        <ListItem leading={<Icon name="chat" />} title="Санал хүсэлт" href="#feedback" />
      </List>
    ),
  },
};
