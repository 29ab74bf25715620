import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, fireEvent } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { cropImage, CropDialog, type CropArea } from './CropDialog';
import { modalParameters } from '../../storybook-helpers/modal';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/CropDialog',
  component: CropDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), imageSrc: pictures.landscape },
  parameters: withComponentDocs(
    {
      summary:
        "Square cropping (aspect ratio 1) of a picture, with drag, pinch, wheel and a zoom slider. It emits the chosen square in the picture's pixels; `cropImage` turns it into the file to upload.",
      whenToUse: [
        'Choosing a new avatar from a photo before it is uploaded.',
        'Any picture that must be square, such as a logo.',
      ],
      whenNotToUse: [
        'Pictures kept as taken (reviews, feedback, classified ads): upload them with FileUploader.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof CropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SquareCrop: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crop picture' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    const area = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as CropArea;
    await expect(area.width).toBeGreaterThan(0);
    await expect(Math.abs(area.width - area.height)).toBeLessThanOrEqual(1);
  },
};

export const ZoomAndExport: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crop picture' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    fireEvent.change(within(dialog).getByLabelText('Zoom'), { target: { value: '2' } });
    await userEvent.click(confirm);
    const area = (args.onConfirm as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as CropArea;
    // At zoom 2 the square covers half the short side of the 600 x 400 picture.
    await expect(Math.round(area.width)).toBe(200);
    const blob = await cropImage(pictures.landscape, area, { type: 'image/png', width: 64 });
    await expect(blob.type).toBe('image/png');
    const bitmap = await createImageBitmap(blob);
    await expect([bitmap.width, bitmap.height]).toEqual([64, 64]);
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };
