import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pageNow } from '../support/clock';
import { expect, test } from '../support/test';
import { startEachTestIn, startIn } from '../support/session';
import { localesOf } from '../support/texts';

const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const texts = {
  'zh-Hans': {
    appName: '城市生活',
    more: '更多',
    home: '首页',
    version: `版本 ${appVersion}`,
    login: '登录',
    about: '关于我们',
    settings: '设置',
    offline: '您已离线。',
    online: '您已恢复在线。',
    screenFailed: '页面加载失败。',
    retry: '重试',
    debugging: '调试模式',
    debugMenu: '调试菜单',
    polls: '投票',
    other: { name: 'English', appName: 'City Life', lang: 'en', login: 'Log in' },
  },
  en: {
    appName: 'City Life',
    more: 'More',
    home: 'Home',
    version: `Version ${appVersion}`,
    login: 'Log in',
    about: 'About',
    settings: 'Settings',
    offline: 'You are offline.',
    online: 'You are online.',
    screenFailed: 'This page could not be loaded.',
    retry: 'Retry',
    debugging: 'Debugging',
    debugMenu: 'Debug menu',
    polls: 'Polls',
    other: { name: '简体中文', appName: '城市生活', lang: 'zh-Hans', login: '登录' },
  },
} as const;

/** A WAV file of `seconds` of silence (8 kHz, 8 bit, mono). */
function silentWav(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

function bottomBar(page: Page) {
  return page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'More' }) });
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`shell in ${locale}`, () => {
    startEachTestIn(locale);

    test('an unknown path lands on /home with the product name as title', async ({ page }) => {
      await page.goto('/somewhere/that/does/not/exist');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle(text.appName);
      await expect(page.getByRole('heading', { level: 1, name: text.appName })).toBeVisible();
    });

    test('the drawer opens from More, shows the version and switches language', async ({
      page,
    }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: text.more, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: text.appName });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(text.version)).toBeVisible();
      await expect(drawer.getByRole('button', { name: text.login, exact: true })).toBeVisible();

      await drawer.getByRole('button', { name: text.other.name }).click();
      const switched = page.getByRole('dialog', { name: text.other.appName });
      await expect(
        switched.getByRole('button', { name: text.other.login, exact: true }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', text.other.lang);
      await expect(page).toHaveTitle(text.other.appName);

      await page.keyboard.press('Escape');
      await expect(switched).toBeHidden();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', text.other.lang);
    });

    test('the drawer links navigate in the app and close the drawer', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: text.more, exact: true }).click();
      await page.getByRole('dialog').getByRole('link', { name: text.about }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveTitle(text.about);
      await expect(page.getByRole('heading', { level: 1, name: text.about })).toBeVisible();

      await page.getByRole('button', { name: text.home, exact: true }).click();
      await expect(page).toHaveURL(/\/home$/);
    });

    test('the offline banner follows the connection', async ({ page, context }) => {
      await page.goto('/home');
      await expect(page.getByText(text.offline)).toBeHidden();
      await context.setOffline(true);
      await expect(page.getByText(text.offline)).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(text.online)).toBeVisible();
      await expect(page.getByText(text.offline)).toBeHidden();
    });

    test('debugging, switched on in the settings, shows the debug menu', async ({ page }) => {
      await page.goto('/setting');
      await page.getByRole('button', { name: text.more, exact: true }).click();
      // The drawer's code loads on first opening: wait for it before looking inside.
      const closedDrawer = page.getByRole('dialog', { name: text.appName });
      await expect(closedDrawer.getByText(text.version)).toBeVisible();
      await expect(closedDrawer.getByText(text.debugMenu)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(closedDrawer).toBeHidden();

      await page.getByRole('switch', { name: text.debugging }).click();
      await page.getByRole('button', { name: text.more, exact: true }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(text.debugMenu)).toBeVisible();
      await drawer.getByRole('link', { name: text.polls }).click();
      await expect(page).toHaveURL(/\/poll\/index$/);
    });
  });
}

/**
 * Fails every request for the built chunk `name` (retries included) while `blocked` is set,
 * counting the requests.
 */
async function failChunk(page: Page, name: string, { failureCached = false } = {}) {
  const chunk = { blocked: true, requests: 0 };
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?retry=\\d+)?$`), async (route) => {
    chunk.requests += 1;
    // A browser that keeps a failed import's result answers the same URL with the same
    // failure for as long as the page lives: only a new URL is fetched anew.
    const cached = failureCached && !route.request().url().includes('?retry=');
    if (chunk.blocked || cached) await route.abort('failed');
    else await route.fallback();
  });
  return chunk;
}

test('pages slide left going deeper and right coming back, unless motion is reduced', async ({
  page,
}) => {
  await startIn(page, 'en');
  await page.goto('/home');
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'About' }).click();
  await expect(page.locator('[data-slide]')).toHaveAttribute('data-slide', 'left');
  await page.goto('/home');
  // The app runs (the page's load comes before its code has started).
  await page.getByRole('link', { name: 'Call customer service' }).waitFor();
  await page.evaluate(() => {
    history.pushState(null, '', '/tour/city/1');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-slide]')).toHaveAttribute('data-slide', 'left');
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  const slid = page.locator('[data-slide="right"]');
  await expect(slid).toHaveCount(1);
  expect(await slid.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
    'none',
  );

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goForward();
  const still = page.locator('[data-slide="left"]');
  await expect(still).toHaveCount(1);
  expect(await still.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  // The kit's colour changes happen at once too.
  expect(await page.evaluate(() => getComputedStyle(document.body).transitionDuration)).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await page.evaluate(() => getComputedStyle(document.body).transitionDuration)).not.toBe(
    '0s',
  );
});

test('a chunk that fails to load is tried again, then offers Retry (its failure kept by the browser)', async ({
  page,
}) => {
  await startIn(page, 'en');
  const tour = await failChunk(page, 'tour', { failureCached: true });
  await page.goto('/home');
  await page.getByRole('link', { name: 'Call customer service' }).waitFor();
  await page.evaluate(() => {
    history.pushState(null, '', '/tour/index');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('This page could not be loaded.')).toBeVisible();
  expect(tour.requests).toBeGreaterThanOrEqual(2);

  tour.blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /Scenic-area map/ })).toBeVisible();
  await expect(bottomBar(page)).toBeVisible();
});

test('only the chosen language is downloaded; a switch that cannot fetch its texts says so', async ({
  page,
}) => {
  await startIn(page, 'en');
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(zh-Hans|en|mn)-[\w-]+\.js(\?retry=\d+)?$/.exec(request.url())?.[1];
    if (name) catalogues.push(name);
  });
  const mongolian = await failChunk(page, 'mn', { failureCached: true });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  expect(catalogues).toEqual(['en']);

  await page.getByRole('button', { name: 'Монгол' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText('Network not reachable, please try again')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  mongolian.blocked = false;
  await page.getByRole('button', { name: 'Монгол' }).click();
  await expect(page.getByRole('heading', { name: 'Харилцагчийн үйлчилгээ' })).toBeVisible();
  // Mongolian was fetched for the failed switch and again for this one (how many requests a
  // failed import makes is the browser's).
  expect(catalogues[0]).toBe('en');
  expect(catalogues.slice(1).every((name) => name === 'mn')).toBe(true);
  expect(catalogues.length).toBeGreaterThanOrEqual(3);
});

// Browsers differ in what a failed dynamic import leaves behind: some keep the failure for
// the module's URL (a later import of it fails without a request), others fetch it again.
for (const failureCached of [true, false]) {
  test(`the drawer loads its code when first opened, and says so when it cannot (a failed import ${failureCached ? 'kept' : 'not kept'} by the browser)`, async ({
    page,
  }) => {
    await startIn(page, 'en');
    const drawer = await failChunk(page, 'SideDrawer', { failureCached });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    expect(drawer.requests).toBe(0);

    await bottomBar(page).getByRole('button', { name: 'More' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByText('Network not reachable, please try again')).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog', { name: 'City Life' })).toHaveCount(0);
    // Fetched when asked for (how many requests one failed import makes is the browser's).
    expect(drawer.requests).toBeGreaterThanOrEqual(1);

    drawer.blocked = false;
    await bottomBar(page).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'City Life' })).toBeVisible();
  });
}

test.describe('root pages', () => {
  startEachTestIn('en');

  test('feedback is checked, sent and thanked for', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page).toHaveTitle('Feedback');
    await page.getByRole('button', { name: 'Send' }).click();
    // The error first, then the character counter.
    await expect(page.getByLabel('Your feedback')).toHaveAccessibleDescription(
      /^Please write your feedback\s+0 \/ 500$/,
    );
    await page.getByLabel('Your feedback').fill('Please add evening delivery slots.');
    await expect(page.getByText('34 / 500')).toBeVisible();
    await page.getByLabel('Contact (optional)').fill('13800138000');
    const sent = page.waitForResponse((response) => response.url().includes('/feedback/add/'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await sent).ok()).toBe(true);
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a jump link opens its target; an unknown one says so', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/getJump/1')).json()) as {
      data: { url: string };
    };
    await page.goto('/jump/1');
    await expect(page).toHaveURL(new RegExp(`${data.url.replace(/[.?]/g, '\\$&')}$`));

    await page.goto('/jump/987654');
    await expect(page.getByText('This link does not exist or has expired')).toBeVisible();
  });

  test('a malformed id in a URL shows the not-found screen, never a validator message', async ({
    page,
  }) => {
    for (const path of [
      '/shoppingcart/item/abc',
      '/tour/city/1.5',
      '/classified/ad/%27%22',
      '/pay/cashier/x',
      '/poll/detail/0',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(/must (match|be)|params\//)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`));
    }
  });

  test('the channel of the landing address is kept on the device', async ({ page }) => {
    await page.goto('/home?channel_id=7&channel_code=poster-01&channel_type=offline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const kept = () => page.evaluate(() => localStorage.getItem('citylife.channel'));
    expect(JSON.parse((await kept())!)).toEqual({ id: 7, code: 'poster-01', type: 'offline' });
    await page.goto('/about?channel_id=x');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(JSON.parse((await kept())!)).toMatchObject({ id: 7 });
  });

  test('a content page shows the server page, titled by it', async ({ page, request }) => {
    // The page as the server writes it in the language the app shows it in.
    const answer = await request.get('/page/getById/1', { headers: { 'x-request-locale': 'en' } });
    const { data } = (await answer.json()) as { data: { title: string } };
    expect(data.title).toBe('About us');
    await page.goto('/page/1');
    await expect(page.getByRole('heading', { level: 2, name: data.title })).toBeVisible();
    await expect(page).toHaveTitle(data.title);
    await expect(page.locator('main script')).toHaveCount(0);
  });

  test('the theme choice is kept in a cookie for 30 days', async ({ page, context }) => {
    await page.goto('/setting');
    const before = await page.locator('html').getAttribute('class');
    await page.getByLabel('Theme').selectOption({ label: 'Christmas' });
    await expect(page.locator('html')).not.toHaveAttribute('class', before ?? '');
    const theme = (await context.cookies()).find((cookie) => cookie.name === 'theme');
    expect(theme?.value).toBe('christmas');
    const days = ((theme?.expires ?? 0) * 1000 - pageNow().getTime()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const themed = await page.locator('html').getAttribute('class');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('class', themed ?? '');
  });

  test('background music follows its persisted switch', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/getSettings/bgmusic')).json()) as {
      data: { bgmusic: string };
    };
    // A second of silence stands in for the music file.
    await page.route(`**${new URL(data.bgmusic, 'http://x').pathname}`, (route) =>
      route.fulfill({ contentType: 'audio/wav', body: silentWav(1) }),
    );
    await page.goto('/setting');
    const music = page.getByRole('switch', { name: 'Background music' });
    await expect(music).toBeEnabled();
    await music.click();
    await expect(music).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Background music' })).toBeChecked();
    // Playing needs a gesture: the first tap starts it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused))
      .toBe(true);
    await page.getByRole('switch', { name: 'Background music' }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused))
      .toBe(true);
  });

  test('a members-only home menu entry asks for login first', async ({ page }) => {
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Entry points' });
    const entries = menu.getByRole('link');
    await expect(entries.first()).toBeVisible();
    await menu
      .getByRole('link', { name: /member|会员/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
