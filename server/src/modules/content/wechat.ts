import { createHash, createHmac, randomInt } from 'node:crypto';
import type { WechatSettings } from '../../config.js';

export interface JsSdkConfig {
  appId: string;
  /** The jsapi_ticket the signatures are made with. */
  ticket: string;
  /** Host names registered as the official account's JS-SDK safe domains. */
  safeDomains: string[];
}

/**
 * The JS-SDK configuration: the configured application id (of the form wx + 16 hex
 * digits), jsapi_ticket and safe domains when set. Without them a sandbox configuration
 * derived from the server secret signs for this server's own host names, so `wx.config` can
 * be exercised offline; a deployment keeps the ticket fresh from WeChat's ticket API.
 */
export function jsSdkConfig(
  secret: string,
  ownHosts: string[],
  wechat: Pick<WechatSettings, 'appId' | 'jsapiTicket' | 'jsDomains'>,
): JsSdkConfig {
  const derived = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  const appId =
    wechat.appId && /^wx[0-9a-f]{16}$/.test(wechat.appId)
      ? wechat.appId
      : `wx${derived('wechat-sandbox-app-id').slice(0, 16)}`;
  const ticket = wechat.jsapiTicket || `sandbox_${derived('wechat-sandbox-jsapi-ticket')}`;
  const safeDomains = wechat.jsDomains.length
    ? wechat.jsDomains
    : [...new Set(['localhost', '127.0.0.1', ...ownHosts.map((host) => host.toLowerCase())])];
  return { appId, ticket, safeDomains };
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function nonceString(length = 16): string {
  let nonce = '';
  for (let i = 0; i < length; i += 1) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return nonce;
}

/**
 * The JS-SDK signature: SHA-1 (lowercase hex) of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in that (ASCII) order, the URL
 * without its fragment.
 */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}
