import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

// Polls against the real server: a new member votes, the statistics change, a second vote
// (from a window loaded before the first) is refused; ended polls take no votes. Axe on each
// screen in light and dark mode; the screens' words in zh-Hans, en and mn.

const texts = {
  'zh-Hans': {
    list: '投票',
    entries: '参选作品',
    open: '投票中',
    ended: '投票已结束。',
    results: '投票结果',
    table: '各作品得票',
  },
  en: {
    list: 'Polls',
    entries: 'Entries',
    open: 'Voting open',
    ended: 'Voting has ended.',
    results: 'Results',
    table: 'Votes per entry',
  },
  mn: {
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

/** A 2×2 PNG (red), the picture of a submitted entry. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The votes cell of an entry's row in the statistics table. */
async function votesOf(page: Page, title: string, tableName: string) {
  const table = page.getByRole('region', { name: tableName }).getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(`^${title}`) });
  return Number(await row.getByRole('cell').first().textContent());
}

test('a member votes once: the statistics change and a second vote is refused', async ({
  page,
  request,
}) => {
  await startIn(page, 'en');
  await signInNewMember(page.context(), request);

  // A second window of the same member, loaded before the vote.
  const second = await page.context().newPage();
  await startIn(second, 'en');
  await second.goto(`/poll/detail/${OPEN_POLL.id}`);
  await expect(second.getByRole('button', { name: `Vote for ${OPEN_POLL.first}` })).toBeVisible();

  await page.goto(`/poll/stat/${OPEN_POLL.id}`);
  await expect(page.getByRole('heading', { name: OPEN_POLL.title })).toBeVisible();
  const before = await votesOf(page, OPEN_POLL.second, texts.en.table);
  await expect(page.locator('canvas')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the poll' }).click();
  await expect(page.getByRole('heading', { name: OPEN_POLL.title })).toBeVisible();
  await expect(page.getByRole('img', { name: `${OPEN_POLL.second}, picture 1` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Vote for ${OPEN_POLL.second}` }).click();
  await expect(page.getByText('Your vote is counted')).toBeVisible();
  await expect(page.getByText(`You voted for “${OPEN_POLL.second}”.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0);

  await page.getByRole('link', { name: texts.en.results, exact: true }).click();
  await expect(page.getByRole('heading', { name: OPEN_POLL.title })).toBeVisible();
  await expect.poll(() => votesOf(page, OPEN_POLL.second, texts.en.table)).toBe(before + 1);

  // Voting again is refused with the server's message; the window then shows the vote.
  await second.getByRole('button', { name: `Vote for ${OPEN_POLL.first}` }).click();
  await expect(second.getByRole('alert')).toHaveText('You have already voted in this poll');
  await expect(second.getByText(`You voted for “${OPEN_POLL.second}”.`)).toBeVisible();
  await page.goto(`/poll/stat/${OPEN_POLL.id}`);
  expect(await votesOf(page, OPEN_POLL.second, texts.en.table)).toBe(before + 1);
});

for (const locale of ['zh-Hans', 'en', 'mn'] as const) {
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
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'steppe.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit entry' }).click();

  await expect(page).toHaveURL(`/poll/detail/${OPEN_POLL.id}`);
  const entry = page.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(entry).toContainText('0 votes');
  await expect(entry.getByRole('img', { name: `${title}, picture 1` })).toBeVisible();
});
