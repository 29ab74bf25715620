import { findSeedUsers, insertMissing, syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { classifiedAds, classifiedCategories } from '../../db/schema/index.js';

export const CLASSIFIED_CATEGORIES = [
  { id: 1, key: 'secondhand', name: '二手闲置' },
  { id: 2, key: 'housing', name: '房屋租售' },
  { id: 3, key: 'jobs', name: '招聘求职' },
  { id: 4, key: 'services', name: '生活服务' },
  { id: 5, key: 'pets', name: '宠物领养' },
  { id: 6, key: 'carpool', name: '拼车出行' },
];

const icon = (key: string) => `/static/city/classified/${key}.svg`;
const photo = (key: string) => `/static/city/classified/photo-${key}.svg`;

type Owner = 'member' | 'admin';
const ads: [number, Owner, string, string, number | null, string, number][] = [
  [1, 'member', '九成新儿童自行车', '16寸，孩子长大了用不上，东胜区自提。', 120, '王女士', 30],
  [1, 'admin', '闲置电饭煲', '用了半年，功能正常，搬家转让。', 80, '李先生', 28],
  [1, 'member', '全套初中教辅', '人教版七至九年级，笔记清楚。', null, '王女士', 20],
  [
    2,
    'admin',
    '康巴什两室一厅出租',
    '南北通透，家具家电齐全，近市民广场，年付优惠。',
    1800,
    '赵先生',
    26,
  ],
  [2, 'member', '东胜区门面房转让', '临街铺面60平米，适合餐饮。', null, '王女士', 12],
  [3, 'admin', '景区招聘讲解员', '普通话标准，会蒙古语优先，包吃住。', 4500, '人事部', 24],
  [3, 'member', '周末兼职家教', '师范大学在读，可辅导小学数学和英语。', 100, '小刘', 10],
  [4, 'admin', '上门维修家电', '空调、洗衣机、热水器维修，半小时上门。', null, '张师傅', 22],
  [4, 'member', '搬家小货车', '4米2厢式货车，市内搬家300元起。', 300, '孙师傅', 8],
  [5, 'member', '小橘猫找主人', '两个月大，已驱虫，希望找个有爱心的家。', 0, '王女士', 16],
  [6, 'admin', '每周五东胜到呼市拼车', '早上7点出发，可带小件行李。', 90, '周先生', 6],
  [6, 'member', '春节回家拼车去包头', '腊月二十八出发，还有两个座位。', 60, '王女士', 4],
];

/**
 * Categories always; ads only when the accounts seed created the demo member and the
 * admin, who own them (ad 1 is the demo member's, as in the contract's examples).
 */
export async function seedClassified(db: Db, now: Date): Promise<void> {
  await insertMissing(
    db,
    classifiedCategories,
    CLASSIFIED_CATEGORIES.map(({ id, key, name }) => ({ id, name, icon: icon(key), seq: id })),
  );
  await syncSequence(db, 'classified_categories');

  const owners = await findSeedUsers(db);
  if (!owners.member || !owners.admin) return;
  const base = now.getTime();
  await insertMissing(
    db,
    classifiedAds,
    ads.map(([categoryId, owner, title, content, price, contact, hoursAgo], index) => {
      const key = CLASSIFIED_CATEGORIES[categoryId - 1]!.key;
      const time = new Date(base - hoursAgo * 3600_000);
      return {
        id: index + 1,
        categoryId,
        ownerId: owners[owner]!.id,
        title,
        content,
        priceCents: price === null ? null : price * 100,
        contact,
        mobile: owner === 'member' ? '13800138000' : '13900139000',
        pics: [photo(key)],
        createdAt: time,
        updatedAt: time,
      };
    }),
  );
  await syncSequence(db, 'classified_ads');
}
