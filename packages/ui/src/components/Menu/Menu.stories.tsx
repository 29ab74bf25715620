import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    label: 'More actions',
    icon: 'moreVertical',
    onSelect: fn(),
    items: [
      { id: 'share', label: 'Share', icon: 'share' },
      { id: 'favorite', label: 'Add to favourites', icon: 'heart' },
      { id: 'report', label: 'Report', icon: 'alert', disabled: true },
      { id: 'delete', label: 'Delete post', icon: 'close', critical: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  parameters: withComponentDocs({
    summary:
      'A button that opens a list of actions, positioned by Floating UI. Arrow keys and typeahead move between items, Enter picks one, Escape closes it and returns focus; `critical` marks destructive items.',
    whenToUse: [
      'Several secondary actions behind one trigger, such as a `more` IconButton in an AppBar (report, copy link, log out).',
      'Actions on a row that would crowd it as buttons.',
    ],
    whenNotToUse: [
      'Choosing a value in a form: use Select or RadioGroup.',
      'Navigation between sections: use BottomBar, Drawer or Tabs.',
      'One or two actions: show them as Buttons.',
    ],
  }),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Share' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete post' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const TextTrigger: Story = {
  args: {
    icon: undefined,
    label: 'Map style',
    items: [
      { id: 'style1', label: 'Standard' },
      { id: 'style2', label: 'Satellite' },
      { id: 'style3', label: 'Terrain' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Map style' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Terrain' }));
    await expect(args.onSelect).toHaveBeenCalledWith('style3');
  },
};

export const Mongolian: Story = {
  args: {
    defaultOpen: true,
    lang: 'mn',
    label: 'Бусад үйлдэл',
    items: [
      { id: 'share', label: 'Хуваалцах', icon: 'share' },
      { id: 'favorite', label: 'Дуртайд нэмэх', icon: 'heart' },
    ],
  },
};
