import type { Page, Response } from '@playwright/test';
import { pageNow } from '../support/clock';
import { expect, test } from '../support/test';
import { apiCaptcha, apiRegister, latestPasscode, sha256, type Envelope } from '../support/api';
import {
  captchaVerified,
  cookie,
  field,
  loginDialog,
  sessionHeaders,
  signInWithPasscode,
  signInWithPassword,
  startEachTestIn,
  startIn,
} from '../support/session';
import { localesOf, signInTexts, type TextOf } from '../support/texts';

const DEMO = { mobile: '13800138000', password: 'citylife123', nickname: '演示会员' };
const ADMIN = { mobile: '13900139000', password: 'admin123', nickname: '管理员' };

const texts = {
  'zh-Hans': {
    ...signInTexts['zh-Hans'],
    resendIn: /\d+ 秒后重新发送/,
    logoutSuccessful: '退出成功',
    logout: '退出登录',
    more: '更多',
    memberCentre: '会员中心',
    myServices: '我的服务',
    admin: '管理后台',
    alertTitle: '提示',
    /** A number that has no account yet: its first passcode sign-in registers it. */
    newMobile: '13700137001',
  },
  en: {
    ...signInTexts.en,
    resendIn: /Resend in \d+ s/,
    logoutSuccessful: 'logout successful',
    logout: 'Log out',
    more: 'More',
    memberCentre: 'Member centre',
    myServices: 'My services',
    admin: 'Admin dashboard',
    alertTitle: 'Notice',
    newMobile: '13700137002',
  },
} as const;

type Text = TextOf<typeof texts>;

async function openDrawer(page: Page, text: Text) {
  await page.getByRole('button', { name: text.more, exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation') });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`sign-in in ${locale}`, () => {
    startEachTestIn(locale);

    test('an auth route opens the login dialog and continues there after a passcode sign-in', async ({
      page,
      request,
    }) => {
      const mobile = locale === 'zh-Hans' ? DEMO.mobile : text.newMobile;
      await page.goto('/member/center');
      const dialog = loginDialog(page, text);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);

      // With `text.resendIn`, this also checks that the send button counts down once sent.
      await signInWithPasscode(page, request, text, mobile);
      await expect(page).toHaveURL(/\/member\/center$/);
      await expect(page).toHaveTitle(text.memberCentre);
      await expect(page.getByRole('heading', { name: text.myServices })).toBeVisible();
      expect(await cookie(page, 'login_status')).toBe('1');
      expect(await cookie(page, 'token')).toMatch(/\S{16,}/);
      // The session token is the server's HttpOnly cookie: no script of the page reads it.
      expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)token=/);
    });

    test('a wrong passcode shows the server field error under the passcode', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: text.memberCentre, exact: true }).click();
      const dialog = loginDialog(page, text);
      await expect(dialog).toBeVisible();

      await field(dialog, text.mobile).fill(DEMO.mobile);
      await captchaVerified(dialog, text);
      await field(dialog, text.passcode).fill('000000');
      const answered = page.waitForResponse((response) =>
        response.url().includes('/user/mobileAuth/'),
      );
      await dialog.getByRole('button', { name: text.login, exact: true }).click();
      const response = await answered;
      expect(response.status()).toBe(422);
      const body = (await response.json()) as { message: Record<string, string> };
      expect(body.message.passcode).toBeTruthy();

      await expect(field(dialog, text.passcode)).toHaveAccessibleDescription(
        body.message.passcode!,
      );
      await expect(dialog).toBeVisible();
      await expect(page.getByText(text.loginSuccessful)).toBeHidden();
      expect(await cookie(page, 'token')).toBeUndefined();
    });

    test('password sign-in with the demo member, then logout', async ({ page, request }) => {
      await page.goto('/home');
      let drawer = await openDrawer(page, text);
      await drawer.getByRole('button', { name: text.login, exact: true }).click();
      await expect(drawer).toBeHidden();
      await signInWithPassword(page, request, text, DEMO);
      await expect(page).toHaveURL(/\/home$/);

      drawer = await openDrawer(page, text);
      await expect(drawer.getByText(DEMO.nickname)).toBeVisible();
      await expect(drawer.getByRole('link', { name: text.admin })).toBeHidden();
      await drawer.getByRole('button', { name: text.logout }).click();

      await expect(page.getByText(text.logoutSuccessful)).toBeVisible();
      await expect(drawer).toBeHidden();
      expect(await cookie(page, 'token')).toBeUndefined();
      expect(await cookie(page, 'login_status')).toBe('0');
      drawer = await openDrawer(page, text);
      await expect(drawer.getByRole('button', { name: text.login, exact: true })).toBeVisible();
      await expect(drawer.getByText(DEMO.nickname)).toBeHidden();
    });

    test('a 401 mid-session opens the login dialog and signing in continues', async ({
      page,
      request,
    }) => {
      await page.goto('/member/center');
      await signInWithPassword(page, request, text, ADMIN);
      await expect(page).toHaveURL(/\/member\/center$/);
      const drawer = await openDrawer(page, text);
      await expect(drawer.getByRole('link', { name: text.admin })).toBeVisible();
      await page.keyboard.press('Escape');

      // Revoke the app's token behind its back.
      const revoked = await request.post('/user/logout/', { headers: await sessionHeaders(page) });
      expect(revoked.ok()).toBe(true);

      await page.goto('/member/center');
      const dialog = loginDialog(page, text);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      await expect.poll(() => cookie(page, 'token')).toBeUndefined();

      await signInWithPassword(page, request, text, ADMIN);
      await expect(page).toHaveURL(/\/member\/center$/);
      await expect(page.getByRole('heading', { name: text.myServices })).toBeVisible();
    });

    test('a failed password sign-in shows the server message in an alert', async ({ page }) => {
      await page.goto('/member/center');
      const dialog = loginDialog(page, text);
      await dialog.getByRole('tab', { name: text.passwordTab }).click();
      await field(dialog, text.account).fill('13600136009');
      await field(dialog, text.password).fill('not-the-password');
      await captchaVerified(dialog, text);
      const answered = page.waitForResponse((response) => response.url().includes('/user/auth2/'));
      await dialog.getByRole('button', { name: text.login, exact: true }).click();
      const body = (await (await answered).json()) as { message: string };

      const alert = page.getByRole('alertdialog', { name: text.alertTitle });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAccessibleDescription(body.message);
    });
  });
}

test.describe('accounts', () => {
  const text = texts.en;

  startEachTestIn('en');

  test('the sign-in cookies keep their lifetimes', async ({ page, request }) => {
    await page.goto('/member/center');
    const answered = page.waitForResponse((response) => response.url().includes('/user/auth2/'));
    await signInWithPassword(page, request, text, DEMO);
    // The session cookie is the server's: for the token's 7 days (counted by the browser
    // from when it arrives), never readable by scripts, not sent by other sites' requests.
    const sessionCookie = await (await answered).headerValue('set-cookie');
    expect(sessionCookie).toMatch(
      /^token=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((entry) => entry.name === 'token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    const daysLeft = (name: string) => {
      const found = cookies.find((entry) => entry.name === name);
      expect(found, name).toBeDefined();
      return ((found?.expires ?? 0) * 1000 - pageNow().getTime()) / (24 * 3600 * 1000);
    };
    for (const name of ['login_status', 'track_id']) {
      expect(daysLeft(name), name).toBeGreaterThan(6.9);
      expect(daysLeft(name), name).toBeLessThanOrEqual(7);
    }
    expect(daysLeft('user_info')).toBeGreaterThan(59.9);
    expect(daysLeft('user_info')).toBeLessThanOrEqual(60);
  });

  test('an account with recent failed sign-ins still signs its owner in: the browser does the harder check by itself', async ({
    page,
    request,
  }) => {
    const account = { mobile: '13700137004', password: 'steppe2026' };
    await apiRegister(request, account);
    // Someone else's wrong guesses: the account's challenges get harder.
    for (let i = 0; i < 3; i += 1) {
      const wrong = await request.post('/user/auth2/', {
        data: {
          email: account.mobile,
          password: sha256(`guess ${i}`),
          ...(await apiCaptcha(request, 'guess', account.mobile)),
        },
      });
      expect(wrong.status()).toBe(422);
    }
    await page.goto('/member/center');
    const dialog = loginDialog(page, text);
    await dialog.getByRole('tab', { name: text.passwordTab }).click();
    await field(dialog, text.account).fill(account.mobile);
    await field(dialog, text.password).fill(account.password);
    // The challenge solved when the dialog opened did not count the account's failures: the
    // server refuses it, and the page solves a harder one for the account and tries again.
    await captchaVerified(dialog, text);
    // The challenges the page fetches from here on, read once the sign-in is over (a body
    // read still pending when the test ends would fail it).
    const refreshes: Response[] = [];
    const keepRefresh = (response: Response) => {
      if (response.url().includes('/captcha/refresh/') && response.ok()) refreshes.push(response);
    };
    page.on('response', keepRefresh);
    const refused = page.waitForResponse(
      (response) => response.url().includes('/user/auth2/') && response.status() === 422,
    );
    await dialog.getByRole('button', { name: text.login, exact: true }).click();
    expect(((await (await refused).json()) as { message: unknown }).message).toEqual({
      captchainput: expect.stringMatching(/stronger verification/),
    });
    await expect(page.getByText(text.loginSuccessful)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    page.off('response', keepRefresh);
    expect(refreshes.length).toBeGreaterThan(0);
    const first = (await refreshes[0]!.json()) as { data: { level: number } };
    expect(first.data.level).toBe(1);
  });

  test('the login redirect is kept for 5 minutes', async ({ page }) => {
    await page.goto('/shoppingcart/cart');
    await expect(loginDialog(page, text)).toBeVisible();
    const redirect = (await page.context().cookies()).find(
      (entry) => entry.name === 'login_redirect',
    );
    expect(decodeURIComponent(redirect?.value ?? '')).toBe('/shoppingcart/cart');
    const minutes = ((redirect?.expires ?? 0) * 1000 - pageNow().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  test('registering with a passcode signs the new member in', async ({ page, request }) => {
    const mobile = '13700137003';
    await page.goto('/user/register');
    await expect(page).toHaveTitle('Register');
    const form = page.locator('main');
    await field(form, text.mobile).fill(mobile);
    await captchaVerified(form, text);
    await form.getByRole('button', { name: text.sendCode }).click();
    await expect(form.getByRole('button', { name: text.resendIn })).toBeDisabled();
    await field(form, text.passcode).fill(await latestPasscode(request, mobile));
    await field(form, 'Nickname').fill('Saran');
    await field(form, text.password).fill('short');
    await field(form, 'Confirm password').fill('different');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(field(form, text.password)).toHaveAccessibleDescription(
      /Password must be 6 to 32 characters/,
    );
    await expect(field(form, 'Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );

    await field(form, text.password).fill('steppe2026');
    await field(form, 'Confirm password').fill('steppe2026');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registered and logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const drawer = await openDrawer(page, text);
    await expect(drawer.getByText('Saran')).toBeVisible();
  });

  test('a reset link sets a new password and asks to log in again', async ({ page, request }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: text.memberCentre, exact: true }).click();
    await loginDialog(page, text).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/user\/forgotpassword$/);

    const form = page.locator('main');
    await field(form, text.account).fill(ADMIN.mobile);
    await captchaVerified(form, text);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a reset link was sent to it/)).toBeVisible();

    const outbox = (await (
      await request.get(`/dev/outbox/?to=${ADMIN.mobile}&kind=reset`)
    ).json()) as Envelope<{ text: string }[]>;
    const link = /\/user\/resetpassword\/[\w-]+\/\d+/.exec(outbox.data.at(-1)?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await field(page.locator('main'), 'New password').fill(ADMIN.password);
    await field(page.locator('main'), 'Confirm password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password changed, please log in again')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await signInWithPassword(page, request, text, ADMIN);

    // The link is single-use.
    await page.goto(link!);
    await field(page.locator('main'), 'New password').fill(ADMIN.password);
    await field(page.locator('main'), 'Confirm password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.locator('main').getByRole('alert')).toBeVisible();
  });

  test('social sign-in explains where it cannot complete', async ({ page }) => {
    await page.goto('/oauth/wechat?code=071aBcDe0Fg1Hi2Jk3Lm4No5');
    await expect(page.getByText(/WeChat sign-in works only inside WeChat/)).toBeVisible();
    await page.goto('/oauth/github');
    await expect(page.getByText(/does not offer sign-in with GitHub yet/)).toBeVisible();
    await page.goto('/oauth/index/WechatNew');
    await expect(page.getByText(/WeChat sign-in works only inside WeChat/)).toBeVisible();
    await page.getByRole('button', { name: 'Log in another way' }).click();
    await expect(loginDialog(page, text)).toBeVisible();
  });
});

test.describe('signing in inside WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/en',
  });

  for (const [locale, memberCentre, wechatSignIn] of [
    ['zh-Hans', '会员中心', '微信登录'],
    ['en', 'Member centre', 'Sign in with WeChat'],
    ['mn', 'Гишүүний төв', 'WeChat-ээр нэвтрэх'],
  ] as const) {
    test(`${locale}: the login dialog offers WeChat's sign-in, which leaves for WeChat's authorization and comes back to the OAuth page`, async ({
      page,
    }) => {
      await startIn(page, locale);
      const authorizations: URL[] = [];
      await page.route('https://open.weixin.qq.com/**', (route) => {
        authorizations.push(new URL(route.request().url()));
        return route.fulfill({ contentType: 'text/html', body: '<title>WeChat</title>' });
      });
      await page.goto('/home');
      const origin = new URL(page.url()).origin;
      await page.getByRole('button', { name: memberCentre, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: signInTexts[locale].login });
      await dialog.getByRole('button', { name: wechatSignIn }).click();
      await expect.poll(() => authorizations.length).toBe(1);
      const [authorization] = authorizations;
      expect(authorization!.pathname).toBe('/connect/oauth2/authorize');
      expect(authorization!.searchParams.get('appid')).toBeTruthy();
      expect(authorization!.searchParams.get('scope')).toBe('snsapi_userinfo');
      expect(authorization!.searchParams.get('redirect_uri')).toBe(`${origin}/oauth/wechat`);
    });
  }
});

test('outside WeChat the login dialog does not offer WeChat sign-in', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/home');
  await page.getByRole('button', { name: texts.en.memberCentre, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: signInTexts.en.login });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in with WeChat' })).toHaveCount(0);
});
