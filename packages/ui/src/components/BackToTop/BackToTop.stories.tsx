import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BackToTop, type BackToTopProps } from './BackToTop';
import { withComponentDocs } from '../../storybook-helpers/docs';

function ScrollingPage(props: BackToTopProps & { initialScroll?: number }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  return (
    // The transform keeps the fixed button inside the story frame.
    <div style={{ transform: 'translateZ(0)', height: 320 }}>
      <div
        ref={(node) => {
          setElement(node);
          if (node && props.initialScroll) node.scrollTop = props.initialScroll;
        }}
        data-testid="page"
        tabIndex={0}
        aria-label="Search results"
        style={{ height: '100%', overflowY: 'auto' }}
      >
        {Array.from({ length: 20 }, (_, index) => (
          <p key={index} style={{ margin: 0, padding: '12px 16px' }}>
            Result {index + 1}
          </p>
        ))}
      </div>
      <BackToTop {...props} target={element} />
    </div>
  );
}

const meta = {
  title: 'Product/BackToTop',
  component: BackToTop,
  render: (args) => <ScrollingPage {...args} />,
  args: { onClick: fn() },
  parameters: withComponentDocs(
    {
      summary:
        'A floating round button that appears once the page (or a given scrolling element) has scrolled 50 px and scrolls back to the top.',
      whenToUse: [
        'Long lists that load page after page, such as the catalogue and search results, where the way back up is many swipes.',
        'A panel with a scroll of its own, given as `target`.',
      ],
      whenNotToUse: [
        'Screens of one or two screenfuls: the button would only cover content.',
        'Jumping to a part of a page: use links or Tabs.',
      ],
    },
    { layout: 'fullscreen' },
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfter50px: Story = {
  play: async ({ args, canvas }) => {
    const page = canvas.getByTestId('page');
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    page.scrollTop = 40;
    page.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    page.scrollTop = 200;
    page.dispatchEvent(new Event('scroll'));
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.scrollTop).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

export const Visible: Story = { render: (args) => <ScrollingPage {...args} initialScroll={300} /> };
