import { describe, expect, it } from 'vitest';
import { detectPlatform, isWechatBrowser, summarizeUserAgent } from './device';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('summarizeUserAgent', () => {
  it.each([
    [IPHONE_WECHAT, { os: 'iOS', browser: 'WeChat', mobile: true }],
    [ANDROID_CHROME, { os: 'Android', browser: 'Chrome', mobile: true }],
    [WINDOWS_EDGE, { os: 'Windows', browser: 'Edge', mobile: false }],
    [MAC_SAFARI, { os: 'macOS', browser: 'Safari', mobile: false }],
    ['', { os: 'other', browser: 'other', mobile: false }],
  ])('names the system, the browser and the form factor of %s', (userAgent, summary) => {
    expect(summarizeUserAgent(userAgent)).toEqual(summary);
  });
});

describe('platform', () => {
  it('tells WeChat, its mini program and other browsers apart', () => {
    expect(detectPlatform(IPHONE_WECHAT)).toBe('wechat');
    expect(detectPlatform(`${IPHONE_WECHAT} miniProgram`)).toBe('wechat-miniapp');
    expect(detectPlatform(ANDROID_CHROME)).toBe('h5');
    expect(isWechatBrowser(IPHONE_WECHAT)).toBe(true);
    expect(isWechatBrowser(ANDROID_CHROME)).toBe(false);
  });
});
