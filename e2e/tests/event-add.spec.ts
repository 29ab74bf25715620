import { randomInt } from 'node:crypto';
import { apiSignIn, envelope, headers, type Account } from '../support/api';
import { field, signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { choosePicture } from '../support/pictures';

// Adding an event against the real server: a member adds one with a picture; it waits for an
// admin's review in the member's own list and is not on the public index; the admin publishes
// it (through the API) and it is listed for everyone, with its picture on its page; another is
// rejected with a reason the member reads. The form in English, its labels and the review
// states in Chinese. Axe in light and dark mode.

const texts = {
  en: {
    add: 'Add an event',
    title: 'Event name',
    description: 'Description',
    startDate: 'Start date',
    maxEnrol: 'Places offered',
    tags: 'Tags',
    submit: 'Submit the event',
    mine: 'My events',
    pending: 'Waiting for review',
    pendingLead: "This event waits for an admin's review: others cannot see it or enrol yet.",
    published: 'Published',
    events: 'Events',
    open: 'Enrolment open',
  },
  'zh-Hans': {
    title: '活动名称',
    description: '活动介绍',
    startDate: '开始日期',
    maxEnrol: '名额',
    tags: '标签',
    submit: '提交活动',
    mine: '我发起的活动',
    published: '已发布',
    rejected: '未通过审核',
  },
} as const;

const ADMIN: Account = { mobile: '13900139000', password: 'admin123' };

test('a member adds an event that waits for review; once the admin publishes it, it is listed', async ({
  page,
  request,
}) => {
  const en = texts.en;
  await startIn(page, 'en');
  const member = await signInNewMember(page.context(), request);
  const memberId = Number(member.user);
  const number = randomInt(0, 1e6);
  const title = `Steppe hike ${number}`;
  const second = `River walk ${number}`;

  await page.goto('/event/index');
  await page.getByRole('link', { name: en.add }).click();
  await expect(page).toHaveURL(/\/event\/add$/);
  await field(page, en.title).fill(title);
  await field(page, en.description, 'textarea').fill(
    'Ten kilometres along the river.\nBring water.',
  );
  // The start is tomorrow at 09:00 on the device's clock unless chosen otherwise.
  await expect(field(page, en.startDate)).not.toHaveValue('');
  await field(page, en.maxEnrol).fill('20');
  await field(page, en.tags).fill('hiking, river');
  await choosePicture(page, 'river.png');
  await expect(page.getByRole('button', { name: 'Remove picture 1' })).toBeVisible();
  await page.getByRole('button', { name: en.submit }).click();

  await expect(page.getByRole('status').filter({ hasText: `“${title}” was sent` })).toBeVisible();
  const mine = page.getByRole('list', { name: en.mine });
  const mineItem = mine.getByRole('listitem').filter({ hasText: title });
  await expect(mineItem).toContainText(en.pending);
  await expect(field(page, en.title)).toHaveValue('');
  await expectAccessible(page);

  // Its author reads it, with where it is in review and no enrolment form.
  await mineItem.getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByText(en.pendingLead)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);

  // Not on the public index while it waits.
  const search = async () =>
    (
      await envelope<{ id: number; title: string }[]>(
        await request.get('/event/search/?pagesize=100'),
      )
    ).map((event) => event.title);
  expect(await search()).not.toContain(title);
  await page.goto('/event/index');
  const index = page.getByRole('list', { name: en.events });
  await expect(index.getByRole('listitem').first()).toBeVisible();
  await expect(index.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // The admin finds it in the review queue, with its author, and publishes it.
  const admin = headers(await apiSignIn(request, ADMIN));
  type ForReview = {
    id: number;
    title: string;
    startTime: string;
    endTime: string;
    author: { id: number };
  };
  const queue = await envelope<ForReview[]>(
    await request.get('/event/review/?pagesize=100', { headers: admin }),
  );
  const waiting = queue.find((event) => event.title === title);
  expect(waiting?.author.id).toBe(memberId);
  const published = await envelope<{ review: string }>(
    await request.post('/event/review', {
      headers: admin,
      data: { id: waiting!.id, decision: 'publish' },
    }),
  );
  expect(published.review).toBe('published');

  await page.reload();
  const card = index.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(en.open);
  await page.goto(`/event/enroll/${waiting!.id}`);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Pictures of ${title}` }).locator('img'),
  ).toHaveCount(1);

  // A second event of the member's, added through the API at the same time, is rejected.
  const refused = await envelope<{ id: number; review: string }>(
    await request.post('/event/update', {
      headers: member,
      data: {
        title: second,
        description: 'Again.',
        startTime: waiting!.startTime,
        endTime: waiting!.endTime,
        maxEnrol: 5,
        tags: [],
      },
    }),
  );
  expect(refused.review).toBe('pending');
  await envelope(
    await request.post('/event/review', {
      headers: admin,
      data: { id: refused.id, decision: 'reject', reason: '请写明集合地点' },
    }),
  );

  // The form's labels and the member's list in Chinese, with the rejection's reason.
  const zh = texts['zh-Hans'];
  await page.evaluate(() =>
    localStorage.setItem('citylife.preferences', JSON.stringify({ locale: 'zh-Hans' })),
  );
  await page.goto('/event/add');
  for (const label of [zh.title, zh.startDate, zh.maxEnrol, zh.tags]) {
    await expect(field(page, label)).toBeVisible();
  }
  await expect(field(page, zh.description, 'textarea')).toBeVisible();
  await expect(page.getByRole('button', { name: zh.submit })).toBeVisible();
  await expect(
    page.getByRole('list', { name: zh.mine }).getByRole('listitem').filter({ hasText: title }),
  ).toContainText(zh.published);
  const rejected = page
    .getByRole('list', { name: zh.mine })
    .getByRole('listitem')
    .filter({ hasText: second });
  await expect(rejected).toContainText(zh.rejected);
  await expect(rejected).toContainText('原因：请写明集合地点');
});
