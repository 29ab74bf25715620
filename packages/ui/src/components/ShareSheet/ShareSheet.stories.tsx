import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ShareSheet, shareEnvironments } from './ShareSheet';
import { modalParameters } from '../../storybook-helpers/modal';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/ShareSheet',
  component: ShareSheet,
  args: { open: true, onClose: fn(), onShare: fn(), environment: 'browser' },
  argTypes: { environment: radioControl(shareEnvironments) },
  parameters: withComponentDocs(
    {
      summary:
        'The share menu in a BottomSheet: up to 8 targets that make sense where the page runs (WeChat, a phone\'s browser, a desktop), and "more" to show every target of that environment. It reports the chosen target; the app shares and closes the sheet.',
      whenToUse: ['The share action of an item, a place, an event or an article.'],
      whenNotToUse: [
        'Inside WeChat, once a WeChat target is chosen: show FullscreenShareDialog.',
        'Saving a picture where pages cannot download: use LongPressSaveImageDialog.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof ShareSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const targetsIn = async () => {
  const sheet = await screen.findByRole('dialog', { name: 'Share to' });
  return { sheet, buttons: () => within(sheet).getAllByRole('button').slice(1) };
};

export const EightAndMore: Story = {
  play: async ({ args }) => {
    const { sheet, buttons } = await targetsIn();
    await expect(buttons()).toHaveLength(9);
    await expect(buttons().at(-1)).toHaveAccessibleName('More');
    await userEvent.click(within(sheet).getByRole('button', { name: 'More' }));
    await expect(buttons()).toHaveLength(11);
    await expect(within(sheet).getByRole('button', { name: 'Google' })).toBeVisible();
    // Focus moves to the first entry that was hidden.
    await expect(within(sheet).getByRole('button', { name: 'Facebook' })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Moments' }));
    await expect(args.onShare).toHaveBeenCalledWith('wechatmoments');
  },
};

export const WechatBrowser: Story = {
  args: { environment: 'wechat-browser' },
  play: async () => {
    const { sheet, buttons } = await targetsIn();
    await userEvent.click(within(sheet).getByRole('button', { name: 'More' }));
    await expect(buttons()).toHaveLength(9);
    await expect(within(sheet).queryByRole('button', { name: 'Mail' })).toBeNull();
    await expect(within(sheet).queryByRole('button', { name: 'SMS' })).toBeNull();
  },
};

export const WechatMiniApp: Story = {
  args: { environment: 'wechat-miniapp' },
  play: async () => {
    const { buttons } = await targetsIn();
    await expect(buttons().map((button) => button.textContent)).toEqual([
      'WeChat friends',
      'Moments',
      'Save picture',
    ]);
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };

export const Chinese: Story = { args: { lang: 'zh-Hans' }, globals: { locale: 'zh-Hans' } };
