import { configureWechatSdk } from '../wechatSdk';
import type { ShareCard } from './share';
import { fetchShareInfo } from './api';

/**
 * Inside WeChat: loads WeChat's JS-SDK, asks the server for the page's share card and the
 * JS-SDK signature of the page URL, and hands both to WeChat so its own share menu shares
 * the card. Resolves with the server's card.
 */
export async function prepareWechatShare(pageUrl: string): Promise<ShareCard> {
  const url = pageUrl.split('#')[0] ?? pageUrl;
  const [card, sdk] = await Promise.all([
    fetchShareInfo(url),
    configureWechatSdk(url, ['updateAppMessageShareData', 'updateTimelineShareData']),
  ]);
  sdk?.ready(() => {
    sdk.updateAppMessageShareData?.(card);
    sdk.updateTimelineShareData?.({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
  return card;
}
