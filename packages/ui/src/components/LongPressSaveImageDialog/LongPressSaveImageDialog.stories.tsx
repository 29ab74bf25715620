import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { LongPressSaveImageDialog } from './LongPressSaveImageDialog';
import { modalParameters } from '../../storybook-helpers/modal';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/LongPressSaveImageDialog',
  component: LongPressSaveImageDialog,
  args: {
    open: true,
    onClose: fn(),
    onLongPress: fn(),
    src: pictures.landscape,
    alt: 'Share poster: the scenic area at sunrise',
  },
  parameters: withComponentDocs(
    {
      summary:
        'Shows a picture with "press and hold to save": where a page cannot download files (inside WeChat), the system\'s long-press menu saves the picture. `onLongPress` reports the press.',
      whenToUse: [
        "Saving a generated share poster inside WeChat's browser (the ShareSheet's save-picture target).",
      ],
      whenNotToUse: [
        'Browsers that can download: offer a download link.',
        'Pictures shown only to be looked at: use an image or a gallery.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof LongPressSaveImageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Save picture' });
    await expect(dialog).toHaveTextContent('Press and hold the picture to save it');
    await expect(
      within(dialog).getByRole('img', { name: 'Share poster: the scenic area at sunrise' }),
    ).toBeVisible();
  },
};

export const LongPress: Story = {
  args: { longPressMs: 50 },
  play: async ({ args }) => {
    const image = await screen.findByRole('img', { name: /Share poster/ });
    image.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(args.onLongPress).toHaveBeenCalledOnce());
    image.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };
