/**
 * The browser side of a session: the interface language a test starts in, the app's
 * cookies, and signing in through the login dialog. The label texts are in `texts.ts`
 * (the login dialog's) and in each spec's `texts` table; the helpers take just the labels
 * they need.
 */
import { randomInt } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  envelope,
  headers,
  latestPasscode,
  type Account,
  type Caller,
} from './api';
import { test } from './test';

/** The login dialog's name (its title), in the interface language. */
export interface LoginDialogLabels {
  login: string;
}

/** The labels every way of signing in in the login dialog uses. */
export interface SignInLabels extends LoginDialogLabels {
  /** The name of the browser's check (a group). */
  captcha: string;
  /** What the check says once the browser solved its challenge. */
  captchaVerified: string;
  /** The toast once signed in. */
  loginSuccessful: string;
}

/** The labels of the passcode form (the dialog's first tab). */
export interface PasscodeLabels extends SignInLabels {
  mobile: string;
  passcode: string;
  sendCode: string;
  /**
   * The send button's label while it counts down to sending again. When given, the button is
   * checked to be disabled with this label right after the passcode was sent.
   */
  resendIn?: string | RegExp;
}

/** The labels of the password form (the dialog's second tab). */
export interface PasswordLabels extends SignInLabels {
  passwordTab: string;
  account: string;
  password: string;
}

/** Starts the app in `locale` unless the visitor already chose one in this test. */
export async function startIn(page: Page, locale: string): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('citylife.preferences')) {
      localStorage.setItem('citylife.preferences', JSON.stringify({ locale: chosen }));
    }
  }, locale);
}

/** Starts every test of the enclosing `describe` block (or file) in `locale`. */
export function startEachTestIn(locale: string): void {
  test.beforeEach(async ({ page }) => {
    await startIn(page, locale);
  });
}

/** The decoded value of the page's cookie `name`, or undefined when it has none. */
export async function cookie(page: Page, name: string): Promise<string | undefined> {
  const found = (await page.context().cookies()).find((entry) => entry.name === name);
  return found && decodeURIComponent(found.value);
}

/**
 * Signs `context` in as `account` without the login dialog: an API sign-in whose token
 * (as the server's HttpOnly session cookie) and user info become the browser's cookies, as
 * after signing in. Answers the headers that call the API as that member.
 */
export async function signInWithCookies(
  context: BrowserContext,
  request: APIRequestContext,
  account: Account,
): Promise<Record<string, string>> {
  const caller = await apiSignIn(request, account);
  const answer = await request.get('/user/getUserInfo/', { headers: headers(caller) });
  const info = await envelope<{ id: number; nickname: string; roles?: string[] }>(answer);
  // The cookies belong to the server the request went to (each test worker has its own).
  const url = new URL(answer.url()).origin;
  // The token as the server sets it on sign-in: HttpOnly, SameSite=Lax.
  await context.addCookies([
    ...[
      ['login_status', '1'],
      ['user_info', encodeURIComponent(JSON.stringify(info))],
    ].map(([name, value]) => ({ name: name!, value: value!, url })),
    { name: 'token', value: caller.token, url, httpOnly: true, sameSite: 'Lax' as const },
  ]);
  return headers(caller);
}

/** A member account no one has registered yet (a random mobile number). */
function newMemberAccount(): Account {
  return { mobile: `13${String(randomInt(0, 1e9)).padStart(9, '0')}`, password: 'steppe2026' };
}

/**
 * Registers a new member through the API and signs `context` in as them by the session
 * cookies (see `signInWithCookies`). Answers the headers that call the API as them.
 */
export async function signInNewMember(
  context: BrowserContext,
  request: APIRequestContext,
): Promise<Record<string, string>> {
  const account = newMemberAccount();
  await apiRegister(request, account);
  return signInWithCookies(context, request, account);
}

/**
 * The signed-in page's token and user id (from its cookies, the HttpOnly session cookie
 * included, which the test reads through the browser context), to call the API as that
 * member.
 */
export async function callerOf(page: Page): Promise<Caller> {
  const token = await cookie(page, 'token');
  const user = JSON.parse((await cookie(page, 'user_info')) ?? '{}') as { id?: number };
  expect(token, 'a signed-in session').toBeTruthy();
  return { token: token!, user: String(user.id) };
}

/** The headers of the page's session (its token cookie), for calls from the test. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return headers(await callerOf(page));
}

/**
 * The input of a form field by its label (the kit marks required fields with an asterisk;
 * a tab panel may carry the same label, hence only `elements` are taken).
 */
export function field(scope: Locator | Page, label: string, elements = 'input'): Locator {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
  return scope.getByLabel(pattern).and(scope.locator(elements));
}

/** The login dialog. */
export function loginDialog(page: Page, labels: LoginDialogLabels): Locator {
  return page.getByRole('dialog', { name: labels.login });
}

/**
 * Waits until the browser's check in `scope` says it is verified: the page solved its
 * challenge by itself (nothing to read or type), announced in a polite live region.
 */
export async function captchaVerified(
  scope: Locator,
  labels: Pick<SignInLabels, 'captcha' | 'captchaVerified'>,
): Promise<void> {
  const check = scope.getByRole('group', { name: labels.captcha });
  await expect(check.getByRole('status')).toHaveText(labels.captchaVerified, { timeout: 30_000 });
  await expect(check.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  await expect(check.locator('img, input')).toHaveCount(0);
}

/** Presses the dialog's login button and waits for the success toast and the dialog to close. */
async function submitSignIn(page: Page, dialog: Locator, labels: SignInLabels): Promise<void> {
  await dialog.getByRole('button', { name: labels.login, exact: true }).click();
  await expect(page.getByText(labels.loginSuccessful)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in with a passcode (read from the development outbox) in the login dialog, which
 * must be open, and waits for the dialog to close.
 */
export async function signInWithPasscode(
  page: Page,
  request: APIRequestContext,
  labels: PasscodeLabels,
  mobile: string,
): Promise<void> {
  const dialog = loginDialog(page, labels);
  await expect(dialog).toBeVisible();
  await field(dialog, labels.mobile).fill(mobile);
  await captchaVerified(dialog, labels);
  const sent = page.waitForResponse(
    (response) => response.url().includes('/user/sendMobileLoginCode/') && response.ok(),
  );
  await dialog.getByRole('button', { name: labels.sendCode }).click();
  await sent;
  if (labels.resendIn) {
    // The send button stays frozen for 60 s with a countdown.
    await expect(dialog.getByRole('button', { name: labels.resendIn })).toBeDisabled();
  }
  await field(dialog, labels.passcode).fill(await latestPasscode(request, mobile));
  await submitSignIn(page, dialog, labels);
}

/**
 * Signs in with a password in the login dialog, which must be open, and waits for the
 * dialog to close. It takes the same arguments as `signInWithPasscode`; the page solves
 * its challenge itself, so the request context is not used.
 */
export async function signInWithPassword(
  page: Page,
  _request: APIRequestContext,
  labels: PasswordLabels,
  account: Account,
): Promise<void> {
  const dialog = loginDialog(page, labels);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: labels.passwordTab }).click();
  await field(dialog, labels.account).fill(account.mobile);
  await field(dialog, labels.password).fill(account.password);
  await captchaVerified(dialog, labels);
  await submitSignIn(page, dialog, labels);
}
