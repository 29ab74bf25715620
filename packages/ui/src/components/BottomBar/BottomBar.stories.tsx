import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomBar, type BottomBarProps } from './BottomBar';
import { withComponentDocs } from '../../storybook-helpers/docs';

function Controlled(props: BottomBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    // A transformed box keeps the fixed bar inside the story frame.
    <div style={{ transform: 'translateZ(0)', height: 120 }}>
      <BottomBar
        {...props}
        value={value}
        onSelect={(id) => {
          if (id !== 'more') setValue(id);
          props.onSelect(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/BottomBar',
  component: BottomBar,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Main',
    value: 'home',
    onSelect: fn(),
    items: [
      { id: 'home', label: 'Home', icon: 'home' },
      { id: 'member', label: 'Member centre', icon: 'user', badge: 2 },
      { id: 'more', label: 'More', icon: 'menu' },
    ],
  },
  parameters: withComponentDocs(
    {
      summary:
        'The app\'s main navigation, fixed to the bottom of the viewport: one item per top-level section with an icon, a label and an optional count. The current section is marked `aria-current="page"`.',
      whenToUse: [
        'The top-level sections of the app (Home, Member centre, More), on the screens of those sections.',
        'Three to five destinations people move between all the time.',
      ],
      whenNotToUse: [
        "The main action of a screen (add to cart, check out): use Page's `actions`.",
        'Switching between views of the same content: use Tabs.',
      ],
    },
    { layout: 'fullscreen' },
  ),
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: /Member centre/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('member');
    await expect(within(nav).getByRole('button', { name: /Member centre/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('more');
  },
};

export const Mongolian: Story = {
  args: {
    label: 'Үндсэн цэс',
    lang: 'mn',
    items: [
      { id: 'home', label: 'Нүүр', icon: 'home' },
      { id: 'member', label: 'Гишүүний төв', icon: 'user' },
      { id: 'more', label: 'Бусад', icon: 'menu' },
    ],
  },
};
