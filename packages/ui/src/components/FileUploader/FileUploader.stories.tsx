import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { FileUploader, uploadStatuses } from './FileUploader';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/FileUploader',
  component: FileUploader,
  args: { status: 'idle', onSelect: fn(), onRetry: fn(), onReject: fn(), accept: 'image/*' },
  argTypes: {
    status: radioControl(uploadStatuses),
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
  parameters: withComponentDocs({
    summary:
      'Choose a file, then see its upload progress, completion, or failure with a retry. It reports the chosen file and shows the state the app passes in (`idle`, `uploading` with a progress, `done`, `failed`); with `accept` it refuses other file types through `onReject`.',
    whenToUse: [
      'Pictures for feedback, reviews, classified ads and price lists.',
      'Any single upload whose progress people should see.',
    ],
    whenNotToUse: [
      'Avatars and other square pictures: crop them first with CropDialog.',
      'Typed content: use TextField or TextArea.',
    ],
  }),
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseImage: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Choose file');
    const photo = new File(['png'], 'avatar.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onSelect).toHaveBeenCalledWith(photo);
  },
};

export const RefusesOtherFiles: Story = {
  play: async ({ args, canvas }) => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Choose file'), text, { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('please choose an image');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(text);
  },
};

export const Uploading: Story = {
  args: {
    status: 'uploading',
    progress: 45,
    fileName: 'avatar.jpg',
    previewSrc: pictures.portrait,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByLabelText('Choose file')).toBeDisabled();
  },
};

export const Done: Story = {
  args: { status: 'done', progress: 100, fileName: 'avatar.jpg', previewSrc: pictures.portrait },
};

export const FailedWithRetry: Story = {
  args: { status: 'failed', progress: 60, fileName: 'avatar.jpg' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('upload failed, please retry');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongFileName: Story = {
  args: {
    status: 'uploading',
    progress: 80,
    fileName: 'return-home-registration-health-code-screenshot-2024-01-28-08-15-43.jpg',
  },
};

export const Mongolian: Story = {
  args: { status: 'failed', fileName: 'зураг.jpg', lang: 'mn' },
  globals: { locale: 'mn' },
};
