import { findSeedUsers, insertMissing, syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { pollItems, polls } from '../../db/schema/index.js';

const DAY = 24 * 3600_000;
const banner = (id: number) => `/static/city/poll/poll-${id}.svg`;
const picture = (id: number) => `/static/city/poll/item-${id}.svg`;

/**
 * An open poll (1), an upcoming one (2) and an ended one (3). Entries need owners, so
 * they are added only when the accounts seed created the demo member and the admin; their
 * votes are the paper ballots counted in before online voting.
 */
export async function seedPolls(db: Db, now: Date): Promise<void> {
  const base = Math.floor(now.getTime() / DAY) * DAY;
  await insertMissing(db, polls, [
    {
      id: 1,
      title: '最美家乡风景摄影评选',
      description: '上传你拍的家乡风景，票数最高的三幅作品获奖。每人限投一票。',
      banner: banner(1),
      startTime: new Date(base - 10 * DAY),
      endTime: new Date(base + 20 * DAY),
    },
    {
      id: 2,
      title: '社区文明家庭评选',
      description: '推荐身边的文明家庭，下月开始报名。',
      banner: banner(2),
      startTime: new Date(base + 5 * DAY),
      endTime: new Date(base + 35 * DAY),
    },
    {
      id: 3,
      title: '年度最受欢迎商户',
      description: '由居民投票选出的年度最受欢迎商户，结果已公布。',
      banner: banner(3),
      startTime: new Date(base - 60 * DAY),
      endTime: new Date(base - 30 * DAY),
    },
  ]);
  await syncSequence(db, 'polls');

  const { member, admin } = await findSeedUsers(db);
  if (!member || !admin) return;
  const items = [
    {
      id: 1,
      pollId: 1,
      ownerId: member.id,
      title: '黄河晨雾',
      description: '清晨的黄河岸边。',
      votes: 35,
      daysAgo: 9,
    },
    {
      id: 2,
      pollId: 1,
      ownerId: admin.id,
      title: '草原落日',
      description: '',
      votes: 22,
      daysAgo: 8,
    },
    {
      id: 3,
      pollId: 3,
      ownerId: member.id,
      title: '老王手把肉',
      description: '三十年老店，肉嫩汤鲜。',
      votes: 128,
      daysAgo: 58,
    },
    {
      id: 4,
      pollId: 3,
      ownerId: admin.id,
      title: '草原奶茶铺',
      description: '现煮咸奶茶和奶皮子。',
      votes: 97,
      daysAgo: 57,
    },
  ];
  await insertMissing(
    db,
    pollItems,
    items.map(({ daysAgo, ...item }) => ({
      ...item,
      pics: [picture(item.id)],
      createdAt: new Date(base - daysAgo * DAY),
    })),
  );
  await syncSequence(db, 'poll_items');
}
