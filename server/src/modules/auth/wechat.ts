import type { WechatSettings } from '../../config.js';
import { fail } from '../../http/errors.js';

/** What a WeChat authorization code tells about the person who granted it. */
export interface WechatIdentity {
  openid: string;
  unionid?: string | undefined;
  /** Present when the person granted the user-info scope. */
  nickname?: string | undefined;
  avatar?: string | undefined;
}

/** Exchanges WeChat OAuth codes; throws 422 (code refused) or 422 (service unavailable). */
export interface WechatOAuth {
  exchange(code: string): Promise<WechatIdentity>;
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** WeChat's API origin (another one only for a local stand-in in tests). */
  apiBase?: string;
}

type Answer = Record<string, unknown> & { errcode?: number };

/**
 * WeChat's web OAuth: `sns/oauth2/access_token` turns the code into an openid (and an
 * access token), then `sns/userinfo` reads nickname and avatar when the scope allows it.
 */
export class HttpWechatOAuth implements WechatOAuth {
  private readonly apiBase: string;

  constructor(private readonly config: WechatConfig) {
    this.apiBase = (config.apiBase ?? 'https://api.weixin.qq.com').replace(/\/$/, '');
  }

  private async get(path: string, query: Record<string, string>): Promise<Answer> {
    let text: string;
    try {
      const response = await fetch(`${this.apiBase}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(5000),
      });
      text = await response.text();
    } catch {
      throw fail.unprocessable('auth.wechatUnavailable');
    }
    try {
      const answer = JSON.parse(text) as unknown;
      if (answer && typeof answer === 'object' && !Array.isArray(answer)) return answer as Answer;
    } catch {
      // not JSON: WeChat is not answering as documented
    }
    throw fail.unprocessable('auth.wechatUnavailable');
  }

  async exchange(code: string): Promise<WechatIdentity> {
    const token = await this.get('/sns/oauth2/access_token', {
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (token.errcode || typeof token.openid !== 'string' || !token.openid) {
      throw fail.unprocessable('auth.wechatCodeInvalid');
    }
    const identity: WechatIdentity = {
      openid: token.openid,
      unionid: typeof token.unionid === 'string' ? token.unionid : undefined,
    };
    const scope = typeof token.scope === 'string' ? token.scope : '';
    if (scope.includes('snsapi_userinfo') && typeof token.access_token === 'string') {
      const info = await this.get('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
        lang: 'zh_CN',
      }).catch(() => undefined);
      if (info && !info.errcode) {
        if (typeof info.nickname === 'string') identity.nickname = info.nickname;
        if (typeof info.headimgurl === 'string' && /^https?:\/\/\S+$/.test(info.headimgurl)) {
          identity.avatar = info.headimgurl;
        }
      }
    }
    return identity;
  }
}

/** The configured WeChat application (its id and secret), or none. */
export function configuredWechat({
  appId,
  appSecret,
  apiBase,
}: Pick<WechatSettings, 'appId' | 'appSecret' | 'apiBase'>): WechatOAuth | undefined {
  if (!appId || !appSecret) return undefined;
  return new HttpWechatOAuth({ appId, appSecret, apiBase });
}
