import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { apiSignIn, envelope, headers } from '../support/api';
import { pageNow } from '../support/clock';
import { signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { localesOf } from '../support/texts';
import { expect, test } from '../support/test';

// Events against the real server, in zh-Hans, en and mn: members enrol in a new open event
// until it is full; enrolling twice, in a full event and in a closed one are refused with a
// message and change nothing. The list's states, search and tags. Axe in light and dark mode.

const texts = {
  'zh-Hans': {
    mobile: '手机号',
    places: '报名人数（含同行人）',
    enrol: '提交报名',
    enrolled: (count: number) => `报名成功，共 ${count} 个名额。`,
    enrolledBefore: '您已报名此活动。',
    enrolledBadge: '已报名',
    left: (vacancy: number, max: number) => `剩余名额 ${vacancy} / ${max}`,
    twice: '你已经报名过这个活动',
    fullAlert: '活动名额已满',
    fullNote: '活动名额已满。',
    closedNote: '本活动报名已截止。',
    list: '活动',
    search: '搜索活动',
    open: '报名中',
    full: '名额已满',
    closed: '报名已截止',
    ended: '已结束',
    startsIn: '距开始',
  },
  en: {
    mobile: 'Mobile number',
    places: 'Places (you and companions)',
    enrol: 'Enrol',
    enrolled: (count: number) => `You are enrolled with ${count} places.`,
    enrolledBefore: 'You have enrolled in this event.',
    enrolledBadge: 'Enrolled',
    left: (vacancy: number, max: number) => `${vacancy} of ${max} places left`,
    twice: 'You have already enrolled in this event',
    fullAlert: 'The event is full',
    fullNote: 'The event is full: no places are left.',
    closedNote: 'Enrolment for this event is closed.',
    list: 'Events',
    search: 'Search events',
    open: 'Enrolment open',
    full: 'Full',
    closed: 'Enrolment closed',
    ended: 'Ended',
    startsIn: 'Starts in',
  },
  mn: {
    mobile: 'Гар утасны дугаар',
    places: 'Хүний тоо (дагалдагчийн хамт)',
    enrol: 'Бүртгүүлэх',
    enrolled: (count: number) => `Та ${count} орон тоогоор бүртгэгдлээ.`,
    enrolledBefore: 'Та энэ арга хэмжээнд бүртгүүлсэн байна.',
    enrolledBadge: 'Бүртгүүлсэн',
    left: (vacancy: number, max: number) => `${max}-с ${vacancy} орон тоо үлдсэн`,
    twice: 'Та энэ арга хэмжээнд аль хэдийн бүртгүүлсэн',
    fullAlert: 'Арга хэмжээний суудал дүүрсэн',
    fullNote: 'Арга хэмжээний орон тоо дүүрсэн.',
    closedNote: 'Энэ арга хэмжээний бүртгэл хаагдсан.',
    list: 'Арга хэмжээ',
    search: 'Арга хэмжээ хайх',
    open: 'Бүртгэл нээлттэй',
    full: 'Орон тоо дүүрсэн',
    closed: 'Бүртгэл хаагдсан',
    ended: 'Дууссан',
    startsIn: 'Эхлэх хүртэл',
  },
} as const;

// Seeded events: full (3), closed by an admin (4), ended (6).
const FULL = { id: 3, title: '湖畔音乐会' };
const CLOSED = { id: 4, title: '老年人智能手机课堂' };
const ENDED = { id: 6, title: '元宵灯会' };

async function vacancyOf(request: APIRequestContext, id: number) {
  return (await envelope<{ vacancy: number }>(await request.get(`/event/getById/${id}`))).vacancy;
}

type Texts = (typeof texts)[keyof typeof texts];

/** A page of a new member, in `locale`. */
async function memberPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  locale: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await startIn(page, locale);
  await signInNewMember(context, request);
  return page;
}

async function enrol(page: Page, text: Texts, places: number) {
  await page.getByLabel(text.mobile).fill('13800138000');
  await page.getByLabel(text.places).selectOption(String(places));
  await page.getByRole('button', { name: text.enrol, exact: true }).click();
}

const ADMIN = { mobile: '13900139000', password: 'admin123' };
const DAY = 86_400_000;

/** A new published event a week from now (the admin's), with `maxEnrol` places. */
async function newOpenEvent(request: APIRequestContext, maxEnrol: number) {
  const admin = await apiSignIn(request, ADMIN);
  const start = pageNow().getTime() + 7 * DAY;
  return envelope<{ id: number; title: string; maxEnrol: number; vacancy: number }>(
    await request.post('/event/update', {
      headers: headers(admin),
      data: {
        title: `草原徒步 ${randomInt(1e6)}`,
        description: '沿河步行十公里。',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + DAY / 4).toISOString(),
        maxEnrol,
        tags: ['户外'],
      },
    }),
  );
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test(`${locale}: members enrol until the event is full; twice, full and closed are refused`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const event = await newOpenEvent(request, 5);
    const first = 3;
    const last = event.vacancy - first;

    await startIn(page, locale);
    await signInNewMember(page.context(), request);
    await page.goto(`/event/enroll/${event.id}`);
    await expect(page.getByText(text.left(5, 5))).toBeVisible();
    if (locale === 'en') await expectAccessible(page);
    // A second tab of the same member, with the form open before the first enrols.
    const twin = await page.context().newPage();
    await twin.goto(`/event/enroll/${event.id}`);
    await expect(twin.getByLabel(text.places)).toBeVisible();
    await enrol(page, text, first);
    await expect(page.getByText(text.enrolled(first))).toBeVisible();
    await expect(page.getByText(text.left(last, 5))).toBeVisible();

    // The same member again: the open tab is refused, nothing changes; the event then says
    // they are enrolled and offers no second form, and the list marks it as theirs.
    await enrol(twin, text, 1);
    await expect(twin.getByRole('alert')).toHaveText(text.twice);
    await twin.close();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: text.enrolledBefore })).toBeVisible();
    await expect(page.getByRole('button', { name: text.enrol, exact: true })).toHaveCount(0);
    await page.goto('/event/index');
    await expect(
      page.getByRole('listitem').filter({ hasText: event.title }).getByText(text.enrolledBadge),
    ).toBeVisible();
    expect(await vacancyOf(request, event.id)).toBe(last);

    // A third member opens the form now and sends it after the event filled up.
    const late = await memberPage(browser, request, baseURL!, locale);
    await late.goto(`/event/enroll/${event.id}`);
    await expect(late.getByLabel(text.places)).toBeVisible();

    const second = await memberPage(browser, request, baseURL!, locale);
    await second.goto(`/event/enroll/${event.id}`);
    await enrol(second, text, last);
    await expect(second.getByText(text.full, { exact: true })).toBeVisible();
    expect(await vacancyOf(request, event.id)).toBe(0);

    await enrol(late, text, 1);
    await expect(late.getByRole('alert')).toHaveText(text.fullAlert);
    await expect(late.getByText(text.fullNote)).toBeVisible();
    await expect(late.getByRole('button', { name: text.enrol, exact: true })).toHaveCount(0);
    expect(await vacancyOf(request, event.id)).toBe(0);

    // A closed event offers no form.
    await late.goto(`/event/enroll/${CLOSED.id}`);
    await expect(late.getByText(text.closedNote)).toBeVisible();
    await expect(late.getByLabel(text.mobile)).toHaveCount(0);
    await late.context().close();
    await second.context().close();
  });
}

for (const locale of localesOf(texts)) {
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
