import type { ServerModule } from '../registry.js';
import { seedMembers } from './member.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const memberModule: ServerModule = {
  name: 'member',
  handlers: ({ members, paycodes, wechatCard: card }) => ({
    queryMemberBalance: (request) => members.balanceFor(request.caller, request.body.memberid),
    queryMemberVouchers: (request) => members.vouchersFor(request.caller, request.body.memberid),
    getMemberSummary: (request) => members.summary(request.caller.id, request.locale),
    getMemberAccount: (request) => members.account(request.caller.id),
    getMemberAccountLog: (request) =>
      members.accountLog(request.caller.id, request.query, request.locale),
    getMemberCredit: (request) => members.credit(request.caller.id),
    getMemberCreditLog: (request) =>
      members.creditLog(request.caller.id, request.query, request.locale),
    getPaycode: (request) => paycodes.issue(request.caller.id),
    getPaycodeStatus: (request) => paycodes.status(request.caller.id, request.params.code),
    usePaycode: ({ params, body }) => paycodes.use(params.code, body.amount, body.memo),
    getTopupProfile: ({ locale }) => members.topupProfile(locale),
    getMemberLevel: (request) => members.level(request.caller.id, request.locale),
    getAllMemberLevels: ({ locale }) => members.levels(locale),
    getAllPrivileges: ({ locale }) => members.privileges(locale),
    getWechatCardPackage: (request) => card.package(request.caller.id),
    updateWechatCode: (request) => card.storeCode(request.caller.id, request.params.code),
  }),
  seed: seedMembers,
  messages: { 'zh-Hans': zhHans, en, mn },
};
