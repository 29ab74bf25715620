import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import {
  availableShareTypes,
  detectShareEnvironment,
  SHARE_MENU_MAX,
  ShareSheet,
  shareTypes,
} from './ShareSheet';

describe('availableShareTypes', () => {
  it('offers all eleven share types in a plain browser', () => {
    expect(availableShareTypes('browser')).toEqual([...shareTypes]);
    expect(shareTypes).toHaveLength(11);
  });

  it('hides mail and sms inside the WeChat browser', () => {
    const types = availableShareTypes('wechat-browser');
    expect(types).not.toContain('mail');
    expect(types).not.toContain('sms');
    expect(types).toHaveLength(9);
  });

  it('offers only friend, moments and savepic inside the mini-app', () => {
    expect(availableShareTypes('wechat-miniapp')).toEqual(['wechat', 'wechatmoments', 'savepic']);
  });
});

describe('detectShareEnvironment', () => {
  const wechat = 'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile MicroMessenger/8.0.40 NetType/WIFI';
  it.each([
    ['Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile', undefined, 'browser'],
    [wechat, undefined, 'wechat-browser'],
    [`${wechat} miniProgram`, undefined, 'wechat-miniapp'],
    [wechat, 'miniprogram', 'wechat-miniapp'],
  ] as const)('%s (%s) -> %s', (ua, bridge, expected) => {
    expect(detectShareEnvironment(ua, bridge)).toBe(expected);
  });
});

describe('ShareSheet', () => {
  const targets = () => within(screen.getByRole('dialog')).getAllByRole('listitem');

  it('shows 8 entries plus "More" and expands to all', async () => {
    renderKit(<ShareSheet open onClose={() => {}} onShare={() => {}} />);
    expect(targets()).toHaveLength(SHARE_MENU_MAX + 1);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(targets()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('emits the chosen share type', async () => {
    const onShare = vi.fn();
    renderKit(<ShareSheet open onClose={() => {}} onShare={onShare} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(onShare).toHaveBeenCalledWith('savepic');
  });

  it('needs no "More" in the mini-app', () => {
    renderKit(
      <ShareSheet open onClose={() => {}} onShare={() => {}} environment="wechat-miniapp" />,
    );
    expect(targets()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('collapses again when reopened', async () => {
    const { rerender } = renderKit(<ShareSheet open onClose={() => {}} onShare={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    rerender(<ShareSheet open={false} onClose={() => {}} onShare={() => {}} />);
    rerender(<ShareSheet open onClose={() => {}} onShare={() => {}} />);
    expect(targets()).toHaveLength(9);
  });

  it('labels targets in the app locale', () => {
    renderKit(<ShareSheet open onClose={() => {}} onShare={() => {}} />, { locale: 'zh-Hans' });
    expect(screen.getByRole('button', { name: '朋友圈' })).toBeInTheDocument();
  });
});
