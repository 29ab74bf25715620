import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { apiRegister, apiSignIn, envelope } from '../support/api';
import { signInWithCookies, startIn } from '../support/session';

const ADMIN = { mobile: '13900139000', password: 'admin123' };

const texts = {
  'zh-Hans': {
    review: '审核待审条目',
    potato: '土豆',
    queue: '待审核条目',
    approve: '通过',
    reject: '驳回',
    approved: '已通过 1 项',
    rejected: '已驳回 1 项',
    refused: '只有管理员可以审核价格表',
    prices: '价格',
    eggs: '鸡蛋',
    noOtherDays: '其他日期没有价格',
    noEggs: '鸡蛋在任何日期都还没有价格。',
  },
  en: {
    review: 'Review waiting items',
    potato: 'Potato',
    queue: 'Items waiting for review',
    approve: 'Approve',
    reject: 'Reject',
    approved: 'Approved: 1',
    rejected: 'Rejected: 1',
    refused: 'Only administrators may review the price list',
    prices: 'Prices',
    eggs: 'Eggs',
    noOtherDays: 'No price on other days',
    noEggs: 'No price for Eggs on any day yet.',
  },
  mn: {
    review: 'Хүлээгдэж буй зүйлсийг хянах',
    potato: 'Төмс',
    queue: 'Хянуулахаар хүлээж буй зүйлс',
    approve: 'Батлах',
    reject: 'Татгалзах',
    approved: 'Батлагдсан: 1',
    rejected: 'Татгалзсан: 1',
    refused: 'Зөвхөн админ үнийн жагсаалтыг хянах эрхтэй',
    prices: 'Үнэ',
    eggs: 'Өндөг',
    noOtherDays: 'Бусад өдөр үнэ байхгүй',
    noEggs: 'Өндөг-ийн үнэ аль ч өдөр хараахан алга.',
  },
} as const;

/** The id of today's list (the server seeds it into an empty database). */
async function todaysListId(request: APIRequestContext): Promise<number> {
  const list = await envelope<{ id: number }>(await request.get('/pricelist/getLatest/'));
  return list.id;
}

for (const [locale, text] of Object.entries(texts)) {
  test(`${locale}: a price row opens the item's detail; a hot word without a price says so`, async ({
    page,
  }) => {
    await startIn(page, locale);
    await page.goto('/pricelist/index');
    const today = page.getByRole('list', { name: text.prices });
    await today.getByRole('button', { name: /西红柿/ }).click();
    const detail = page.getByRole('dialog', { name: '西红柿' });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('茄果类')).toBeVisible();
    // Only today's list exists in a fresh database.
    await expect(detail.getByText(text.noOtherDays)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await page.getByRole('button', { name: text.eggs, exact: true }).click();
    await expect(page.getByRole('status').getByText(text.noEggs)).toBeVisible();
  });

  test(`${locale}: an admin approves and rejects price-list items; a member is refused`, async ({
    page,
    request,
  }) => {
    await startIn(page, locale);
    const id = await todaysListId(request);

    // Today's list, narrowed by a hot word.
    await page.goto('/pricelist/index');
    const today = page.getByRole('list', { name: text.prices });
    await expect(today.getByText('西红柿', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.potato, exact: true }).click();
    await expect(today.getByText('土豆', { exact: true })).toBeVisible();
    await expect(today.getByText('西红柿', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    // Each language reviews items of its own, so the three tests do not meet.
    const [approveName, rejectName] = {
      'zh-Hans': ['青椒', '菠菜'],
      en: ['冬瓜', '西兰花'],
      mn: ['', ''],
    }[locale]!;

    if (approveName) {
      await signInWithCookies(page.context(), request, ADMIN);
      // An admin reaches the queue from today's list.
      await page.goto('/pricelist/index');
      await page.getByRole('link', { name: text.review }).click();
      await expect(page).toHaveURL(new RegExp(`/pricelist/approve/${id}$`));
      const queue = page.getByRole('list', { name: text.queue });
      await expect(queue.getByRole('checkbox', { name: new RegExp(approveName) })).toBeVisible();
      await expectAccessible(page);
      await queue.getByRole('checkbox', { name: new RegExp(approveName) }).check();
      await page.getByRole('button', { name: text.approve, exact: true }).click();
      await expect(page.getByText(text.approved)).toBeVisible();
      await expect(queue.getByRole('checkbox', { name: new RegExp(approveName) })).toHaveCount(0);
      await queue.getByRole('checkbox', { name: new RegExp(rejectName!) }).check();
      await page.getByRole('button', { name: text.reject, exact: true }).click();
      await expect(page.getByText(text.rejected)).toBeVisible();
      await expect(queue.getByRole('checkbox', { name: new RegExp(rejectName!) })).toHaveCount(0);

      // The public list shows the approved item and not the rejected one.
      await page.goto(`/pricelist/detail/${id}`);
      const prices = page.getByRole('list', { name: text.prices });
      await expect(prices.getByText(approveName, { exact: true })).toBeVisible();
      await expect(prices.getByText(rejectName!, { exact: true })).toHaveCount(0);
      await expectAccessible(page);
    } else {
      const member = { mobile: `137${randomInt(1e7, 1e8)}`, password: 'member123' };
      await apiRegister(request, member);
      await signInWithCookies(page.context(), request, member);
      // The server refuses a member the queue and the review calls alike.
      const caller = await apiSignIn(request, member);
      const refused = await request.post('/pricelist/approveItem/', {
        data: { items: [1] },
        headers: { token: caller.token, user: caller.user },
      });
      expect(refused.status()).toBe(403);
      await page.goto('/pricelist/index');
      await expect(page.getByRole('list', { name: text.prices })).toBeVisible();
      await expect(page.getByRole('link', { name: text.review })).toHaveCount(0);
      await page.goto(`/pricelist/approve/${id}`);
      await expect(page.getByText(text.refused)).toBeVisible();
      await expect(page.getByRole('button', { name: text.approve, exact: true })).toHaveCount(0);
      await expectAccessible(page);
    }
  });
}
