import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { List, ListItem } from './List';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/List',
  component: List,
  args: { children: null, 'aria-label': 'Member centre' },
  parameters: withComponentDocs({
    summary:
      'A grouped list of rows on a surface. Each `ListItem` has a title, an optional description, something leading (an icon, an avatar) and trailing (a value, a badge); it is plain, a button (`onClick`) or a link (`href`), and interactive rows show a chevron.',
    whenToUse: [
      "Menus of destinations: the member centre's links, settings, addresses.",
      'Label and value rows: the details of an order or an account.',
    ],
    whenNotToUse: [
      'Long lists that load page by page: use PullList (its rows can be ListItems).',
      'Products: use ItemCard in Tiles.',
      'Actions behind one button: use Menu.',
    ],
  }),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

const onProfile = fn();

export const MenuRows: Story = {
  render: (args) => (
    <List {...args}>
      <ListItem leading={<Icon name="user" />} title="Profile" onClick={onProfile} />
      <ListItem leading={<Icon name="lock" />} title="Change password" href="#password" />
      <ListItem
        leading={<Icon name="book" />}
        title="My classified posts"
        trailing={<Badge tone="critical">3</Badge>}
        onClick={fn()}
      />
      <ListItem leading={<Icon name="chat" />} title="Feedback" disabled onClick={fn()} />
    </List>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    await expect(onProfile).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '#password',
    );
    await expect(canvas.getByRole('button', { name: 'Feedback' })).toBeDisabled();
  },
};

export const WithDescriptions: Story = {
  args: { 'aria-label': 'Account log' },
  render: (args) => (
    <List {...args}>
      <ListItem title="Top-up" description="2024-05-01 10:32" trailing="+¥200.00" />
      <ListItem title="Order payment" description="2024-05-03 18:05" trailing="-¥36.50" />
    </List>
  ),
};

export const LongText: Story = {
  args: { 'aria-label': 'Events' },
  render: (args) => (
    <List {...args}>
      <ListItem
        title="Spring festival lantern walk through the old town and the riverside night market"
        description="Enrolment closes when all 200 places are taken; bring your member card to the gate"
        onClick={fn()}
      />
    </List>
  ),
};

export const Mongolian: Story = {
  args: { 'aria-label': 'Гишүүний төв', lang: 'mn' },
  render: (args) => (
    <List {...args}>
      <ListItem leading={<Icon name="user" />} title="Хувийн мэдээлэл" onClick={fn()} />
      <ListItem leading={<Icon name="lock" />} title="Нууц үг солих" onClick={fn()} />
    </List>
  ),
};
