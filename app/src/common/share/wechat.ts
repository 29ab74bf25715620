import type { ShareCard } from './share';
import { fetchShareInfo, fetchWechatSignPackage } from './api';

/** The parts of the WeChat JS-SDK (`wx`) the share sheets use, when WeChat provides it. */
interface WechatSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData?(card: ShareCard & { success?: () => void }): void;
  updateTimelineShareData?(card: Omit<ShareCard, 'desc'>): void;
}

function wechatSdk(): WechatSdk | undefined {
  return (window as unknown as { wx?: WechatSdk }).wx;
}

/**
 * Inside WeChat: asks the server for the page's share card and the JS-SDK signature of
 * the page URL (the only place these calls are made), and hands both to WeChat so its own
 * share menu shares the card. Resolves with the server's card.
 */
export async function prepareWechatShare(pageUrl: string): Promise<ShareCard> {
  const url = pageUrl.split('#')[0] ?? pageUrl;
  const [card, sign] = await Promise.all([fetchShareInfo(url), fetchWechatSignPackage(url)]);
  const sdk = wechatSdk();
  if (sdk) {
    sdk.config({
      debug: false,
      appId: sign.appId,
      timestamp: sign.timestamp,
      nonceStr: sign.nonceStr,
      signature: sign.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    sdk.ready(() => {
      sdk.updateAppMessageShareData?.(card);
      sdk.updateTimelineShareData?.({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    });
  }
  return card;
}
