import type { ServerModule } from '../registry.js';
import { seedVouchers } from './voucher.seed.js';
import { listVouchers, voucherById } from './voucher.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const voucherModule: ServerModule = {
  name: 'voucher',
  handlers: (_services, ctx) => ({
    searchVouchers: (request) =>
      listVouchers(ctx.db, request.caller.id, ctx.now(), {
        pageno: request.params.a,
        pagesize: request.params.b,
      }),
    getVouchersByStatus: (request) =>
      listVouchers(
        ctx.db,
        request.caller.id,
        ctx.now(),
        { pageno: request.params.pageno, pagesize: request.params.pagesize },
        request.params.status,
      ),
    getVoucherById: (request) =>
      voucherById(ctx.db, request.params.id, request.caller.id, ctx.now()),
  }),
  seed: seedVouchers,
  messages: { 'zh-Hans': zhHans, en, mn },
};
