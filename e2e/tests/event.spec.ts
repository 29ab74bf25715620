import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { envelope } from '../support/api';
import { signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

// Events against the real server: members enrol in an open event until it is full; enrolling
// twice, in a full event and in a closed one are refused with a message and change nothing.
// The list's states, search and tags in zh-Hans, en and mn. Axe in light and dark mode.

const texts = {
  'zh-Hans': {
    list: '活动',
    search: '搜索活动',
    open: '报名中',
    full: '名额已满',
    closed: '报名已截止',
    ended: '已结束',
    startsIn: '距开始',
  },
  en: {
    list: 'Events',
    search: 'Search events',
    open: 'Enrolment open',
    full: 'Full',
    closed: 'Enrolment closed',
    ended: 'Ended',
    startsIn: 'Starts in',
  },
  mn: {
    list: 'Арга хэмжээ',
    search: 'Арга хэмжээ хайх',
    open: 'Бүртгэл нээлттэй',
    full: 'Орон тоо дүүрсэн',
    closed: 'Бүртгэл хаагдсан',
    ended: 'Дууссан',
    startsIn: 'Эхлэх хүртэл',
  },
} as const;

// Seeded events: open with places left (1), full (3), closed by an admin (4), ended (6).
const OPEN = { id: 1, title: '周末亲子采摘' };
const FULL = { id: 3, title: '湖畔音乐会' };
const CLOSED = { id: 4, title: '老年人智能手机课堂' };
const ENDED = { id: 6, title: '元宵灯会' };

async function vacancyOf(request: APIRequestContext, id: number) {
  return (await envelope<{ vacancy: number }>(await request.get(`/event/getById/${id}`))).vacancy;
}

/** A page of a new member, in English. */
async function memberPage(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const page = await context.newPage();
  await startIn(page, 'en');
  await signInNewMember(context, request);
  return page;
}

async function enrol(page: Page, places: number) {
  await page.getByLabel('Mobile number').fill('13800138000');
  await page.getByLabel('Places (you and companions)').selectOption(String(places));
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
}

test('members enrol until the event is full; twice, full and closed are refused', async ({
  page,
  browser,
  request,
}) => {
  const vacancy = await vacancyOf(request, OPEN.id);
  const first = Math.min(10, vacancy - 1);
  const last = vacancy - first;
  expect(last).toBeGreaterThan(0);
  expect(last).toBeLessThanOrEqual(10);

  await startIn(page, 'en');
  await signInNewMember(page.context(), request);
  await page.goto(`/event/enroll/${OPEN.id}`);
  await expect(page.getByText(`${vacancy} of`)).toBeVisible();
  await expectAccessible(page);
  await enrol(page, first);
  await expect(page.getByRole('status').filter({ hasText: 'You are enrolled with' })).toBeVisible();
  await expect(page.getByText(`${last} of`)).toBeVisible();

  // The same member again: refused, nothing changes.
  await page.reload();
  await enrol(page, 1);
  await expect(page.getByRole('alert')).toHaveText('You have already enrolled in this event');
  expect(await vacancyOf(request, OPEN.id)).toBe(last);

  // A third member opens the form now and sends it after the event filled up.
  const late = await memberPage(browser, request);
  await late.goto(`/event/enroll/${OPEN.id}`);
  await expect(late.getByLabel('Places (you and companions)')).toBeVisible();

  const second = await memberPage(browser, request);
  await second.goto(`/event/enroll/${OPEN.id}`);
  await enrol(second, last);
  await expect(second.getByText(texts.en.full, { exact: true })).toBeVisible();
  expect(await vacancyOf(request, OPEN.id)).toBe(0);

  await enrol(late, 1);
  await expect(late.getByRole('alert')).toHaveText('The event is full');
  await expect(late.getByText('The event is full: no places are left.')).toBeVisible();
  await expect(late.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);

  // A closed event offers no form.
  await late.goto(`/event/enroll/${CLOSED.id}`);
  await expect(late.getByText('Enrolment for this event is closed.')).toBeVisible();
  await expect(late.getByLabel('Mobile number')).toHaveCount(0);
  expect(await vacancyOf(request, OPEN.id)).toBe(0);
  await late.context().close();
  await second.context().close();
});

for (const locale of ['zh-Hans', 'en', 'mn'] as const) {
  test(`the event list with states, search and tags in ${locale}`, async ({ page }) => {
    const words = texts[locale];
    await startIn(page, locale);
    await page.goto('/event/index');
    const list = page.getByRole('list', { name: words.list });
    const card = (title: string) => list.getByRole('listitem').filter({ hasText: title });
    await expect(card(FULL.title)).toContainText(words.full);
    await expect(card(CLOSED.title)).toContainText(words.closed);
    await expect(card(ENDED.title)).toContainText(words.ended);
    await expect(card('草原那达慕观赛团')).toContainText(words.open);
    await expect(card('草原那达慕观赛团')).toContainText(words.startsIn);
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: words.search }).fill('音乐会');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card(FULL.title)).toBeVisible();
    await page.getByRole('searchbox', { name: words.search }).fill('');
    await page.getByRole('button', { name: '公益' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(card(CLOSED.title)).toBeVisible();
  });
}
