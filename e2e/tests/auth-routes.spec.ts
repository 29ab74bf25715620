import { expect, test } from '../support/test';
import { cookie, loginDialog, signInWithPassword, startEachTestIn } from '../support/session';
import { signInTexts } from '../support/texts';

const EN = signInTexts.en;
const DEMO = { mobile: '13800138000', password: 'citylife123' };

/** Every route that needs a signed-in member, as a visitor opens it. */
const AUTH_ROUTES = [
  '/member/center',
  '/member/account',
  '/member/accountlog',
  '/member/paycode',
  '/member/credit',
  '/member/topup',
  '/member/favorite',
  '/member/profile',
  '/member/modifypassword',
  '/member/address',
  '/member/order/list',
  '/member/order/list/ShoppingCartOrder',
  '/member/order/detail/20260101000001',
  '/shoppingcart/cart',
  '/shoppingcart/checkout',
  '/classified/post',
  '/classified/update/1',
  '/classified/mine',
  '/classified/fav',
  '/event/enroll/1',
  '/event/add',
  '/shop/feedback/1',
  '/user/profile',
  '/lab/signin',
];

test.describe('routes that need a signed-in member', () => {
  startEachTestIn('en');

  for (const path of AUTH_ROUTES) {
    test(`${path} asks a visitor to log in and remembers where they were going`, async ({
      page,
    }) => {
      await page.goto(`${path}?from=e2e`);
      await expect(loginDialog(page, EN)).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      expect(await cookie(page, 'login_redirect')).toBe(`${path}?from=e2e`);
    });
  }

  for (const path of [
    '/shoppingcart/cart',
    '/member/order/list/ShoppingCartOrder',
    '/user/profile',
  ]) {
    test(`${path} is where signing in continues`, async ({ page, request }) => {
      await page.goto(path);
      await signInWithPassword(page, request, EN, DEMO);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(await cookie(page, 'login_redirect')).toBeUndefined();
    });
  }
});
