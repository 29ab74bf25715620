import { addressKey, clientAddress } from '../../lib/text.js';
import type { ServerModule } from '../registry.js';
import { seedContent } from './content.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const contentModule: ServerModule = {
  name: 'content',
  handlers: ({ content }) => ({
    getHomeMenu: ({ locale }) => content.homeMenu(locale),
    searchBanners: ({ query, locale }) => content.banners(query.group, locale),
    getAreaByZipCode: ({ params }) => content.zipArea(params.zip),
    getAreaNamesByZipCode: ({ params }) => content.zipAreaNames(params.zip),
    getAllAreas: ({ params }) => content.areaTree(params.x),
    getWechatSignPackage: async ({ params, raw }) =>
      content.wechatSignPackage(params.url, raw.hostname),
    addFeedback: ({ body, caller, raw }) =>
      content.addFeedback(body, caller?.id, addressKey(clientAddress(raw))),
    getPage: ({ params, locale }) => content.page(params.id, locale),
    getJump: ({ params }) => content.jump(params.id),
    getShareInfo: ({ query, raw, locale }) => content.shareInfo(query.url, raw.hostname, locale),
    async getVersion({ reply }) {
      // Answered bare (no envelope) and never cached.
      await reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await content.version());
      return undefined as never;
    },
  }),
  seed: seedContent,
  messages: { 'zh-Hans': zhHans, en, mn },
};
