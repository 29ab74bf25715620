import { paths } from '../../lib/paths';
import { rememberReturnUrl, takeLoginRedirect } from '../../stores/session';
import { fetchWechatAppId } from './api';
import { wechatAuthorizeUrl } from './oauth';

/**
 * Starts WeChat's sign-in inside WeChat: off to WeChat's authorization page for the
 * service's official account, which comes back to the OAuth page (/oauth/wechat) with a
 * code. The member lands after on the page the sign-in was asked for, else on `fallback`.
 */
export async function startWechatSignIn(fallback: string): Promise<void> {
  const pageUrl = window.location.href.split('#')[0] ?? window.location.href;
  const appId = await fetchWechatAppId(pageUrl);
  rememberReturnUrl(takeLoginRedirect() ?? fallback);
  window.location.assign(
    wechatAuthorizeUrl(appId, `${window.location.origin}${paths.oauth.wechat}`, 'citylife'),
  );
}
