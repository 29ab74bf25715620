import { fetchWechatSignPackage } from './share/api';

/** The parts of WeChat's JS-SDK (`wx`) the app uses, when WeChat provides it. */
export interface WechatSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData?(card: {
    title: string;
    desc: string;
    link: string;
    imgUrl: string;
    success?: () => void;
  }): void;
  updateTimelineShareData?(card: { title: string; link: string; imgUrl: string }): void;
  addCard?(options: {
    cardList: { cardId: string; cardExt: string }[];
    success: (result: {
      cardList: { cardId: string; cardExt: string; code?: string; isSuccess?: boolean }[];
    }) => void;
    fail?: (result: unknown) => void;
    cancel?: () => void;
  }): void;
}

/** WeChat's JS-SDK; the server's policy allows its origin to pages it serves to WeChat only. */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

let loading: Promise<WechatSdk | undefined> | undefined;

/** The JS-SDK, loaded once when first wanted; undefined when it cannot load. */
export function loadWechatSdk(): Promise<WechatSdk | undefined> {
  const present = () => (window as unknown as { wx?: WechatSdk }).wx;
  if (present()) return Promise.resolve(present());
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.addEventListener('load', () => resolve(present()), { once: true });
    script.addEventListener(
      'error',
      () => {
        // A later use may try again.
        loading = undefined;
        script.remove();
        resolve(undefined);
      },
      { once: true },
    );
    document.head.append(script);
  });
  return loading;
}

/**
 * The JS-SDK configured for the page at `pageUrl` with the server's signature, allowed the
 * calls of `jsApiList`; undefined when it cannot load.
 */
export async function configureWechatSdk(
  pageUrl: string,
  jsApiList: string[],
): Promise<WechatSdk | undefined> {
  const url = pageUrl.split('#')[0] ?? pageUrl;
  const [sign, sdk] = await Promise.all([fetchWechatSignPackage(url), loadWechatSdk()]);
  sdk?.config({
    debug: false,
    appId: sign.appId,
    timestamp: sign.timestamp,
    nonceStr: sign.nonceStr,
    signature: sign.signature,
    jsApiList,
  });
  return sdk;
}
