// Share targets and where each is offered: all in a plain browser, all but mail and sms in
// WeChat's browser, only friend, moments and save-picture in the WeChat mini-app.

export const shareTypes = [
  'wechat',
  'wechatmoments',
  'weibo',
  'douban',
  'savepic',
  'mail',
  'sms',
  'twitter',
  'facebook',
  'instagram',
  'google',
] as const;
export type ShareType = (typeof shareTypes)[number];

/** Plain browser, WeChat's built-in browser, or the WeChat mini-app web view. */
export const shareEnvironments = ['browser', 'wechat-browser', 'wechat-miniapp'] as const;
export type ShareEnvironment = (typeof shareEnvironments)[number];

/** Entries the sheet shows before "more". */
export const SHARE_MENU_MAX = 8;

const miniAppTypes: readonly ShareType[] = ['wechat', 'wechatmoments', 'savepic'];
const hiddenInWechatBrowser: readonly ShareType[] = ['mail', 'sms'];

/** The share types offered in an environment, in menu order. */
export function availableShareTypes(environment: ShareEnvironment): ShareType[] {
  if (environment === 'wechat-miniapp') return shareTypes.filter((t) => miniAppTypes.includes(t));
  if (environment === 'wechat-browser') {
    return shareTypes.filter((type) => !hiddenInWechatBrowser.includes(type));
  }
  return [...shareTypes];
}

/**
 * The environment from the user agent: WeChat's browser says `MicroMessenger`; inside
 * the mini-app it also says `miniProgram` (or the WeChat bridge reports `miniprogram`).
 */
export function detectShareEnvironment(
  userAgent: string,
  bridgeEnvironment?: string,
): ShareEnvironment {
  if (!/MicroMessenger/i.test(userAgent)) return 'browser';
  if (/miniProgram/i.test(userAgent) || bridgeEnvironment === 'miniprogram')
    return 'wechat-miniapp';
  return 'wechat-browser';
}
