import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { CaptchaField } from './CaptchaField';
import { withValueState } from '../../storybook-helpers/controlled';

const Controlled = withValueState(CaptchaField);

const meta = {
  title: 'Product/CaptchaField',
  component: CaptchaField,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), onRefresh: fn(), imageSrc: pictures.captcha },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Captcha'), '7K4P');
    await expect(args.onChange).toHaveBeenLastCalledWith('7K4P');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh captcha image' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const WithError: Story = {
  args: { value: '7K4', error: 'Captcha invalid', required: true },
};

export const Mongolian: Story = { args: { value: '7K4P', lang: 'mn' }, globals: { locale: 'mn' } };
