/** The social sign-in routes under /oauth, none of which needs a signed-in user. */
export const oauthTypes = [
  'wechat',
  'wechatweb',
  'wechatapp',
  'wechatmobileapp',
  'appleapp',
  'appleweb',
  'github',
  'douyinapplet',
] as const;
export type OAuthType = (typeof oauthTypes)[number];

/** Other spellings of a type seen in links, e.g. the lab's /oauth/index/WechatNew. */
const ALIASES: Record<string, OAuthType> = { wechatnew: 'wechat', weixin: 'wechat' };

export function toOAuthType(raw: string | undefined): OAuthType | undefined {
  const name = (raw ?? '').toLowerCase();
  if ((oauthTypes as readonly string[]).includes(name)) return name as OAuthType;
  return ALIASES[name];
}

export type OAuthPlan =
  /** Exchange WeChat's code for a sign-in. */
  | { kind: 'exchange'; code: string }
  /** WeChat sign-in completes only in WeChat's browser. */
  | { kind: 'openInWechat' }
  /** The provider returned without a code (the user refused, or the link is stale). */
  | { kind: 'noCode' }
  /** Signs in through a native app shell, not a browser. */
  | { kind: 'nativeApp' }
  /** Signs in inside the Douyin mini program only. */
  | { kind: 'douyin' }
  /** The service offers no sign-in call for this provider. */
  | { kind: 'unavailable' }
  | { kind: 'unknown' };

const CODE = /^[A-Za-z0-9_-]{1,128}$/;

/** What a social sign-in route can do where the page runs. */
export function planOAuth(
  type: OAuthType | undefined,
  environment: { code: string | null; inWechat: boolean },
): OAuthPlan {
  const code = environment.code && CODE.test(environment.code) ? environment.code : undefined;
  switch (type) {
    case 'wechat':
      if (!environment.inWechat) return { kind: 'openInWechat' };
      return code ? { kind: 'exchange', code } : { kind: 'noCode' };
    case 'wechatweb':
      // WeChat's QR-code sign-in comes back to any browser with a code.
      return code ? { kind: 'exchange', code } : { kind: 'noCode' };
    case 'wechatapp':
    case 'wechatmobileapp':
    case 'appleapp':
      return { kind: 'nativeApp' };
    case 'douyinapplet':
      return { kind: 'douyin' };
    case 'appleweb':
    case 'github':
      return { kind: 'unavailable' };
    default:
      return { kind: 'unknown' };
  }
}

/**
 * WeChat's authorization page for the official account `appId`; WeChat comes back to
 * `redirectUri` with `code` (and `state`) in the query.
 */
export function wechatAuthorizeUrl(appId: string, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state,
  });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
}
