import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, tooltipPlacements } from './Tooltip';
import { selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Locate me',
    children: <IconButton icon="location" label="My position" variant="soft" />,
  },
  argTypes: { placement: selectControl(tooltipPlacements) },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 48 }}>
        <Story />
      </div>
    ),
  ],
  parameters: withComponentDocs({
    summary:
      'A short hint shown on hover and on keyboard focus, positioned by Floating UI; it describes its trigger for assistive technology. It can be controlled, e.g. to show a hint for a few seconds.',
    whenToUse: [
      'Explaining an IconButton or a term on larger screens and for keyboard users, where the label alone may not be clear.',
    ],
    whenNotToUse: [
      'Anything a phone user must read: touch screens have no hover, so put it on the screen.',
      "Errors: use the field's `error` or a Snackbar.",
    ],
  }),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'My position' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Locate me');
    await expect(trigger).toHaveAccessibleDescription('Locate me');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  args: { delay: 0, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'My position' }));
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

export const AlwaysOpen: Story = {
  args: { open: true, content: 'Open Logger and/or ADE by pressing this button' },
};

export const Mongolian: Story = { args: { open: true, content: 'Миний байршил' } };
