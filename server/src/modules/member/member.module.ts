import { callerOf } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import { seedMembers } from './member.seed.js';
import { MemberService } from './member.service.js';
import { PaycodeService } from './paycodes.js';
import { WechatCardService } from './wechatCard.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const memberModule: ServerModule = {
  name: 'member',
  handlers: (ctx) => {
    const members = new MemberService(ctx);
    const paycodes = new PaycodeService(ctx);
    const card = new WechatCardService(ctx);
    return {
      queryMemberBalance: (request) => members.balanceFor(callerOf(request), request.body.memberid),
      queryMemberVouchers: (request) =>
        members.vouchersFor(callerOf(request), request.body.memberid),
      getMemberSummary: (request) => members.summary(callerOf(request).id),
      getMemberAccount: (request) => members.account(callerOf(request).id),
      getMemberAccountLog: (request) => members.accountLog(callerOf(request).id, request.query),
      getMemberCredit: (request) => members.credit(callerOf(request).id),
      getMemberCreditLog: (request) => members.creditLog(callerOf(request).id, request.query),
      getPaycode: (request) => paycodes.issue(callerOf(request).id),
      getPaycodeStatus: (request) => paycodes.status(callerOf(request).id, request.params.code),
      usePaycode: ({ params, body }) => paycodes.use(params.code, body.amount, body.memo),
      getTopupProfile: () => members.topupProfile(),
      getMemberLevel: (request) => members.level(callerOf(request).id),
      getAllMemberLevels: () => members.levels(),
      getAllPrivileges: () => members.privileges(),
      getWechatCardPackage: (request) => card.package(callerOf(request).id),
      updateWechatCode: (request) => card.storeCode(callerOf(request).id, request.params.code),
    };
  },
  seed: seedMembers,
  messages: { 'zh-Hans': zhHans, en, mn },
};
