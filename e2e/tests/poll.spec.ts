import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { localesOf } from '../support/texts';
import { expect, test } from '../support/test';
import { choosePicture } from '../support/pictures';

// Polls against the real server, in zh-Hans, en and mn: a new member votes, the statistics
// change, a second vote (from a window loaded before the first) is refused; ended polls take
// no votes. Axe on each screen in light and dark mode.

const texts = {
  'zh-Hans': {
    voteFor: (title: string) => `投票给${title}`,
    picture: (title: string) => `${title}，第 1 张图片`,
    back: '返回投票',
    counted: '投票成功',
    voted: (title: string) => `你已投票给「${title}」`,
    votedTwice: '你已经投过票了',
    list: '投票',
    entries: '参选作品',
    open: '投票中',
    ended: '投票已结束。',
    results: '投票结果',
    table: '各作品得票',
  },
  en: {
    voteFor: (title: string) => `Vote for ${title}`,
    picture: (title: string) => `${title}, picture 1`,
    back: 'Back to the poll',
    counted: 'Your vote is counted',
    voted: (title: string) => `You voted for “${title}”.`,
    votedTwice: 'You have already voted in this poll',
    list: 'Polls',
    entries: 'Entries',
    open: 'Voting open',
    ended: 'Voting has ended.',
    results: 'Results',
    table: 'Votes per entry',
  },
  mn: {
    voteFor: (title: string) => `${title}-д санал өгөх`,
    picture: (title: string) => `${title}, 1-р зураг`,
    back: 'Санал асуулга руу буцах',
    counted: 'Таны санал тооцогдлоо',
    voted: (title: string) => `Та «${title}»-д санал өгсөн.`,
    votedTwice: 'Та аль хэдийн саналаа өгсөн',
    list: 'Санал асуулга',
    entries: 'Оролцогч бүтээлүүд',
    open: 'Санал өгч байна',
    ended: 'Санал хураалт дууссан.',
    results: 'Дүн',
    table: 'Бүтээл тус бүрийн санал',
  },
} as const;

// The seeded open poll (1) with its two entries, and the ended one (3).
const OPEN_POLL = { id: 1, title: '最美家乡风景摄影评选', first: '黄河晨雾', second: '草原落日' };
const ENDED_POLL = { id: 3, title: '年度最受欢迎商户' };

/** The votes cell of an entry's row in the statistics table. */
async function votesOf(page: Page, title: string, tableName: string) {
  const table = page.getByRole('region', { name: tableName }).getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(`^${title}`) });
  return Number(await row.getByRole('cell').first().textContent());
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test(`${locale}: a member votes once: the statistics change and a second vote is refused`, async ({
    page,
    request,
  }) => {
    await startIn(page, locale);
    await signInNewMember(page.context(), request);

    // A second window of the same member, loaded before the vote.
    const second = await page.context().newPage();
    await startIn(second, locale);
    await second.goto(`/poll/detail/${OPEN_POLL.id}`);
    await expect(second.getByRole('button', { name: text.voteFor(OPEN_POLL.first) })).toBeVisible();

    await page.goto(`/poll/stat/${OPEN_POLL.id}`);
    await expect(page.getByRole('heading', { name: OPEN_POLL.title })).toBeVisible();
    const before = await votesOf(page, OPEN_POLL.second, text.table);
    await expect(page.locator('canvas')).toBeVisible();
    if (locale === 'en') await expectAccessible(page);

    await page.getByRole('link', { name: text.back }).click();
    await expect(page.getByRole('heading', { name: OPEN_POLL.title })).toBeVisible();
    await expect(page.getByRole('img', { name: text.picture(OPEN_POLL.second) })).toBeVisible();
    if (locale === 'en') await expectAccessible(page);
    await page.getByRole('button', { name: text.voteFor(OPEN_POLL.second) }).click();
    await expect(page.getByText(text.counted)).toBeVisible();
    await expect(page.getByText(text.voted(OPEN_POLL.second))).toBeVisible();
    await expect(page.getByRole('button', { name: text.voteFor(OPEN_POLL.first) })).toHaveCount(0);

    await page.getByRole('link', { name: text.results, exact: true }).click();
    await expect(page.getByRole('heading', { name: OPEN_POLL.title })).toBeVisible();
    await expect.poll(() => votesOf(page, OPEN_POLL.second, text.table)).toBe(before + 1);

    // Voting again is refused with the server's message; the window then shows the vote.
    await second.getByRole('button', { name: text.voteFor(OPEN_POLL.first) }).click();
    await expect(second.getByRole('alert')).toHaveText(text.votedTwice);
    await expect(second.getByText(text.voted(OPEN_POLL.second))).toBeVisible();
    await page.goto(`/poll/stat/${OPEN_POLL.id}`);
    expect(await votesOf(page, OPEN_POLL.second, text.table)).toBe(before + 1);
  });
}

for (const locale of localesOf(texts)) {
  test(`the poll list, an ended poll and its results in ${locale}`, async ({ page }) => {
    const words = texts[locale];
    await startIn(page, locale);
    await page.goto('/poll/index');
    const list = page.getByRole('list', { name: words.list });
    await expect(list.getByRole('link', { name: new RegExp(OPEN_POLL.title) })).toContainText(
      words.open,
    );
    await expectAccessible(page);

    await list.getByRole('link', { name: new RegExp(ENDED_POLL.title) }).click();
    await expect(page.getByRole('heading', { name: ENDED_POLL.title })).toBeVisible();
    await expect(page.getByText(words.ended)).toBeVisible();
    await expect(page.getByRole('list', { name: words.entries }).getByRole('img')).toHaveCount(2);
    await expect(page.getByRole('list', { name: words.entries }).getByRole('button')).toHaveCount(
      0,
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: words.results, exact: true }).click();
    await expect(page.getByRole('region', { name: words.table }).getByRole('row')).toHaveCount(3);
  });
}

test('a member submits an entry with a picture; it is listed with no votes', async ({
  page,
  request,
}) => {
  await startIn(page, 'en');
  await signInNewMember(page.context(), request);
  const title = `Morning steppe ${randomInt(0, 1e6)}`;

  await page.goto(`/poll/enroll?poll=${OPEN_POLL.id}`);
  await expect(page.getByLabel('Poll')).toHaveValue(String(OPEN_POLL.id));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit entry' }).click();
  await expect(page.getByText('Please give your entry a title')).toBeVisible();
  await expect(page.getByText('Add at least one picture')).toBeVisible();

  await page.getByLabel('Title of your entry').fill(title);
  await choosePicture(page, 'steppe.png');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit entry' }).click();

  await expect(page).toHaveURL(`/poll/detail/${OPEN_POLL.id}`);
  const entry = page.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(entry).toContainText('0 votes');
  await expect(entry.getByRole('img', { name: `${title}, picture 1` })).toBeVisible();
});
