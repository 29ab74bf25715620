import { syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { eventEnrolments, events } from '../../db/schema/index.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * One event in each state, timed from the first start: open (1, 2), full (3), closed by
 * an admin (4), closed because it has started (5), ended (6). Places already taken are
 * enrolments the organiser registered offline (no member account).
 */
export async function seedEvents(db: Db, now: Date): Promise<void> {
  const base = Math.floor(now.getTime() / HOUR) * HOUR;
  const seeds = [
    {
      id: 1,
      title: '周末亲子采摘',
      description: '到合作农场采摘草莓，含往返大巴。\n上午9点在市民广场集合。',
      start: base + 10 * DAY,
      hours: 7,
      maxEnrol: 40,
      taken: 28,
      tags: ['亲子', '户外'],
      closed: false,
    },
    {
      id: 2,
      title: '草原那达慕观赛团',
      description: '观看赛马、摔跤和射箭比赛，含景区门票和午餐。',
      start: base + 20 * DAY,
      hours: 9,
      maxEnrol: 60,
      taken: 0,
      tags: ['民俗', '体育'],
      closed: false,
    },
    {
      id: 3,
      title: '湖畔音乐会',
      description: '天鹅湖畔的露天音乐会，名额有限。',
      start: base + 5 * DAY,
      hours: 3,
      maxEnrol: 10,
      taken: 10,
      tags: ['音乐', '户外'],
      closed: false,
    },
    {
      id: 4,
      title: '老年人智能手机课堂',
      description: '教老年人用手机挂号、缴费和视频通话。本期名额已由社区分配。',
      start: base + 7 * DAY,
      hours: 2,
      maxEnrol: 30,
      taken: 6,
      tags: ['公益'],
      closed: true,
    },
    {
      id: 5,
      title: '鄂尔多斯马拉松志愿者',
      description: '赛事期间负责补给站和路线引导。',
      start: base - 2 * HOUR,
      hours: 5 * 24,
      maxEnrol: 200,
      taken: 24,
      tags: ['公益', '体育'],
      closed: false,
    },
    {
      id: 6,
      title: '元宵灯会',
      description: '猜灯谜、看花灯，已圆满结束。',
      start: base - 30 * DAY,
      hours: 4,
      maxEnrol: 100,
      taken: 12,
      tags: ['民俗', '亲子'],
      closed: false,
    },
  ];
  const inserted = await db
    .insert(events)
    .values(
      seeds.map((seed) => ({
        id: seed.id,
        title: seed.title,
        description: seed.description,
        startTime: new Date(seed.start),
        endTime: new Date(seed.start + seed.hours * HOUR),
        maxEnrol: seed.maxEnrol,
        taken: seed.taken,
        tags: seed.tags,
        closed: seed.closed,
        createdAt: new Date(base - 40 * DAY),
        updatedAt: new Date(base - 40 * DAY),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: events.id });
  // Offline enrolments (2 places each, the last one the remainder) for the events just added.
  const names = ['刘芳', '陈磊', '杨静', '黄伟', '吴敏', '郑强', '马丽', '高娜', '林涛', '何洋'];
  const offline = seeds
    .filter((seed) => inserted.some((row) => row.id === seed.id))
    .flatMap((seed) => {
      const rows = [];
      for (let left = seed.taken, i = 0; left > 0; i += 1) {
        const quantity = Math.min(left, left > 3 ? 2 : left);
        rows.push({
          eventId: seed.id,
          userId: null,
          name: names[i % names.length]!,
          mobile: `1390477${String(1000 + seed.id * 100 + i).padStart(4, '0')}`,
          quantity,
          createdAt: new Date(base - (30 - i) * HOUR),
        });
        left -= quantity;
      }
      return rows;
    });
  if (offline.length) await db.insert(eventEnrolments).values(offline);
  await syncSequence(db, 'events');
}
