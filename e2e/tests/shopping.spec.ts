import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { envelope, type Envelope } from '../support/api';
import { shiftedNow } from '../support/clock';
import {
  cookie,
  field,
  sessionHeaders,
  signInWithPasscode,
  signInWithPassword,
  startEachTestIn,
  startIn,
} from '../support/session';
import { localesOf, signInTexts, type TextOf } from '../support/texts';

/** Texts of the shopping screens, the kit and the login dialog, per interface language. */
const texts = {
  'zh-Hans': {
    ...signInTexts['zh-Hans'],
    categoryTotal: (count: number) => `共 ${count} 件商品`,
    loadMore: '加载更多',
    origin: '产地：',
    noMore: '没有更多了',
    searchBox: '搜索商品',
    hotSearches: '热门搜索',
    potatoes: '土豆',
    searchResults: (count: number, keyword: string) => `“${keyword}”共找到 ${count} 件商品`,
    addToCart: '加入购物车',
    pleaseChoose: '请选择',
    pleaseSelect: (attribute: string) => `请选择${attribute}`,
    added: '已加入购物车',
    cartButton: (count: number) => `购物车，已有 ${count} 件`,
    increase: '增加数量',
    cartTotal: (amount: string) => `合计 ${amount}`,
    checkout: (count: number) => `去结算（${count}）`,
    selfPick: '到店自提',
    pickupDate: '自提日期',
    pickupDay: /^\d{1,2}月\d{1,2}日周[一二三四五六日]$/,
    pickupTime: '自提时间',
    contact: '联系人',
    contactMobile: '手机号',
    placeOrder: '提交订单',
    payWithBalance: /^账户余额/,
    alipay: '支付宝',
    pay: (amount: string) => `支付 ${amount}`,
    paid: '支付成功',
    balanceNow: (amount: string) => `当前账户余额 ${amount}`,
  },
  en: {
    ...signInTexts.en,
    categoryTotal: (count: number) => `${count} items`,
    loadMore: 'Load more',
    origin: 'Origin: ',
    noMore: 'No more',
    searchBox: 'Search items',
    hotSearches: 'Hot searches',
    potatoes: 'Potatoes',
    searchResults: (count: number, keyword: string) => `${count} results for “${keyword}”`,
    addToCart: 'Add to cart',
    pleaseChoose: 'please choose',
    pleaseSelect: (attribute: string) => `please select ${attribute}`,
    added: 'added to cart',
    cartButton: (count: number) => `Shopping cart, ${count} in cart`,
    increase: 'Increase quantity',
    cartTotal: (amount: string) => `Total ${amount}`,
    checkout: (count: number) => `Check out (${count})`,
    selfPick: 'Pick up at the store',
    pickupDate: 'Pick-up date',
    pickupDay: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}$/,
    pickupTime: 'Pick-up time',
    contact: 'Contact name',
    contactMobile: 'Mobile number',
    placeOrder: 'Place order',
    payWithBalance: /^Account balance/,
    alipay: 'Alipay',
    pay: (amount: string) => `Pay ${amount}`,
    paid: 'Payment successful',
    balanceNow: (amount: string) => `Account balance now ${amount}`,
  },
  mn: {
    ...signInTexts.mn,
    categoryTotal: (count: number) => `Нийт ${count} бараа`,
    loadMore: 'Цааш үзэх',
    origin: 'Гарал үүсэл: ',
    noMore: 'Өөр зүйл алга',
    searchBox: 'Бараа хайх',
    hotSearches: 'Түгээмэл хайлт',
    potatoes: 'Төмс',
    searchResults: (count: number, keyword: string) => `“${keyword}” — ${count} илэрц`,
    addToCart: 'Сагсанд нэмэх',
    pleaseChoose: 'Сонгоно уу',
    pleaseSelect: (attribute: string) => `${attribute} сонгоно уу`,
    added: 'Сагсанд нэмэгдлээ',
    cartButton: (count: number) => `Сагс, ${count} ширхэг`,
    increase: 'Тоог нэмэх',
    cartTotal: (amount: string) => `Нийт ${amount}`,
    checkout: (count: number) => `Тооцоо хийх (${count})`,
    selfPick: 'Дэлгүүрээс очиж авах',
    pickupDate: 'Авах өдөр',
    // Mongolian as the Unicode data writes it, whether or not the browser has that data.
    pickupDay: /^\d{1,2}-р сарын \d{1,2}\. (Ня|Да|Мя|Лх|Пү|Ба|Бя)$/,
    pickupTime: 'Авах цаг',
    contact: 'Холбоо барих хүн',
    contactMobile: 'Утасны дугаар',
    placeOrder: 'Захиалга өгөх',
    payWithBalance: /^Дансны үлдэгдэл/,
    alipay: 'Алипэй',
    pay: (amount: string) => `${amount} төлөх`,
    paid: 'Төлбөр амжилттай',
    balanceNow: (amount: string) => `Одоогийн дансны үлдэгдэл ${amount}`,
  },
} as const;

type Locale = keyof typeof texts;
type Text = TextOf<typeof texts>;

/** The demo member of the seed data (it has a password; new numbers sign in by passcode). */
const DEMO = { mobile: '13800138000', password: 'citylife123' };

/** Numbers without an account: each signs up on its first passcode sign-in. */
const shoppers: Record<Locale, string> = {
  'zh-Hans': '13700137101',
  en: '13700137102',
  mn: '13700137103',
};
const SANDBOX_SHOPPER = '13700137105';
const STORE_VISITOR = '13700137106';
const DESKTOP_SHOPPER = '13700137107';

/** 薯片 (potato chips, 8.50 a bag): one SKU attribute, 口味, with three values. */
const CHIPS = { name: '薯片', attribute: '口味', value: '番茄味', price: 8.5 };
/** The fruit category has 13 items: a full page of 12, then one more. */
/** The fruit category, named in each language (the seed translates the category names). */
const FRUIT = {
  names: { 'zh-Hans': '水果', en: 'Fruit', mn: 'Жимс' },
  id: 'FRUIT',
  items: 13,
};

function yuan(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}

async function balanceOf(page: Page, request: APIRequestContext): Promise<number> {
  const response = await request.get('/member/getAccount/', {
    headers: await sessionHeaders(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<{ balance: number }>).data.balance;
}

/**
 * Gives a new member some balance: a top-up order paid through the sandbox gateway, the
 * way the member centre's top-up screen does it.
 */
async function topUp(page: Page, request: APIRequestContext, amount: number) {
  const headers = await sessionHeaders(page);
  const created = await request.post('/member/createTopupOrder/', { headers, data: { amount } });
  expect(created.ok()).toBe(true);
  const sn = ((await created.json()) as Envelope<{ order_sn: string }>).data.order_sn;
  const started = await request.post('/pay/aliPayPackage', { headers, data: { order_sn: sn } });
  expect(started.ok()).toBe(true);
  // The payer confirms at the gateway, signed in as the order's owner.
  expect((await request.post(`/pay/sandbox/confirm/${sn}`, { headers })).ok()).toBe(true);
}

/** On an item screen: opens "please choose", picks the SKU value and adds one to the cart. */
/**
 * Finds the chips by search and asks to add them to the cart as a visitor, which opens the
 * login dialog.
 */
async function addChipsAsVisitor(page: Page, text: Text) {
  await page.goto('/shoppingcart/search?q=%E5%9C%9F%E8%B1%86');
  await page.getByRole('button', { name: CHIPS.name, exact: true }).click();
  await page.getByRole('button', { name: text.addToCart, exact: true }).click();
}

async function addChipsToCart(page: Page, text: Text) {
  await page.getByRole('button', { name: text.addToCart, exact: true }).click();
  const choose = page.getByRole('dialog', { name: text.pleaseChoose });
  await expect(choose).toBeVisible();
  await expect(choose.getByRole('button', { name: CHIPS.value })).toBeVisible();
  // Confirming before choosing names the attribute still open.
  await choose.getByRole('button', { name: text.addToCart, exact: true }).click();
  await expect(choose.getByRole('alert')).toHaveText(text.pleaseSelect(CHIPS.attribute));
  await choose.getByRole('button', { name: CHIPS.value }).click();
  await expect(choose.getByRole('button', { name: CHIPS.value })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const added = page.waitForResponse(
    (response) => response.url().includes('/shoppingcart/add/') && response.ok(),
  );
  await choose.getByRole('button', { name: text.addToCart, exact: true }).click();
  await added;
  await expect(page.getByText(text.added)).toBeVisible();
  await expect(choose).toBeHidden();
}

interface PickupChoices {
  selfAvailableDates: { value: string; times: { clock: string }[] }[];
}

/** A date `YYYY-MM-DD` in Asia/Shanghai. */
const shanghaiDate = (instant: Date) =>
  new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * On the checkout screen: pick-up at the store with the slot the screen chose (the first
 * time of the first date the server offers), the shopper's contact.
 */
async function checkOutWithSelfPick(
  page: Page,
  request: APIRequestContext,
  text: Text,
  mobile: string,
) {
  await expect(page).toHaveURL(/\/shoppingcart\/checkout$/);
  const main = page.locator('main');
  await main.getByRole('radio', { name: text.selfPick }).check();
  const date = field(main, text.pickupDate, 'input, select');
  const time = field(main, text.pickupTime, 'input, select');
  await expect(date).not.toHaveValue('');
  await expect(time).not.toHaveValue('');
  const choices = await envelope<PickupChoices>(
    await request.get('/shoppingcart/getDeliveryTypes/', { headers: await sessionHeaders(page) }),
  );
  const [first] = choices.selfAvailableDates;
  await expect(date).toHaveValue(first!.value);
  // The date reads in the interface language, with its weekday.
  await expect(date.locator('option:checked')).toHaveText(text.pickupDay);
  await expect(time).toHaveValue(first!.times[0]!.clock);
  // The list offers that date's own times only.
  await expect(time.locator('option:not([value=""])')).toHaveText(
    first!.times.map((entry) => entry.clock),
  );
  const now = shiftedNow();
  if (now) {
    // In a run set to a date: today, or tomorrow once today's last slot has gone.
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    expect([shanghaiDate(now), shanghaiDate(tomorrow)]).toContain(first!.value);
  }
  await field(main, text.contact).fill('Saran');
  await field(main, text.contactMobile).fill(mobile);
  const confirmed = page.waitForResponse(
    (response) => response.url().includes('/shoppingcart/checkoutConfirm/') && response.ok(),
  );
  await page.getByRole('button', { name: text.placeOrder }).click();
  await confirmed;
  await expect(page).toHaveURL(/\/pay\/cashier\/\d+$/);
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`shopping in ${locale}`, () => {
    startEachTestIn(locale);

    test('browse, search, add to cart, check out with pick-up and pay from the balance', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const mobile = shoppers[locale];

      // A category, 12 a page, then the rest behind "load more".
      await page.goto('/shoppingcart/index');
      await page.getByRole('link', { name: FRUIT.names[locale], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/shoppingcart/category/${FRUIT.id}$`));
      await expect(page).toHaveTitle(FRUIT.names[locale]);
      await expect(page.getByTestId('listing-total')).toHaveText(text.categoryTotal(FRUIT.items));
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(12);
      // Each card shows its origin as a flag picture, named in the reader's language.
      const flags = cards.getByRole('img', { name: new RegExp(`^${text.origin}`) });
      await expect(flags).toHaveCount(12);
      await expect(flags.first()).toHaveAttribute('src', /\.svg$/);
      await expect
        .poll(() => flags.first().evaluate((flag: HTMLImageElement) => flag.naturalWidth))
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: text.loadMore }).click();
      await expect(cards).toHaveCount(FRUIT.items);
      await expect(page.getByText(text.noMore)).toBeVisible();

      // A typed keyword, then one of the ten hot keywords.
      await page.getByRole('searchbox', { name: text.searchBox }).fill('鸡蛋');
      await page.getByRole('searchbox', { name: text.searchBox }).press('Enter');
      await expect(page).toHaveURL(/\/shoppingcart\/search\?q=/);
      await expect(page.getByTestId('search-total')).toHaveText(text.searchResults(2, '鸡蛋'));
      const hot = page.getByRole('region', { name: text.hotSearches }).getByRole('button');
      await expect(hot).toHaveCount(10);
      await hot.filter({ hasText: text.potatoes }).click();
      await expect(page.getByTestId('search-total')).toHaveText(text.searchResults(2, '土豆'));

      // The item, then the cart: a visitor is asked to log in first.
      await page.getByRole('button', { name: CHIPS.name, exact: true }).click();
      await expect(page).toHaveURL(/\/shoppingcart\/item\/\d+$/);
      await expect(page.getByRole('heading', { name: CHIPS.name, level: 2 })).toBeVisible();
      await page.getByRole('button', { name: text.addToCart, exact: true }).click();
      await signInWithPasscode(page, request, text, mobile);
      await topUp(page, request, 50);
      const before = await balanceOf(page, request);
      expect(before).toBe(50);

      await addChipsToCart(page, text);
      await expect(page.getByRole('button', { name: text.cartButton(1) })).toBeVisible();
      await page.getByRole('button', { name: text.cartButton(1) }).click();

      // The cart: one more bag, then checkout.
      await expect(page).toHaveURL(/\/shoppingcart\/cart$/);
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(CHIPS.value);
      await line.getByRole('button', { name: text.increase }).click();
      await expect(line.getByRole('textbox')).toHaveValue('2');
      const total = CHIPS.price * 2;
      await expect(page.getByTestId('cart-total')).toHaveText(text.cartTotal(yuan(total)));
      await page.getByRole('button', { name: text.checkout(2) }).click();

      await checkOutWithSelfPick(page, request, text, mobile);

      // The cashier: the balance pays at once.
      await expect(page.getByTestId('cashier-due')).toHaveText(yuan(total));
      await expect(page.getByRole('radio', { name: text.payWithBalance })).toBeChecked();
      await page.getByRole('button', { name: text.pay(yuan(total)) }).click();
      await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
      await expect(page.getByTestId('cashier-balance')).toHaveText(
        text.balanceNow(yuan(before - total)),
      );
      expect(await balanceOf(page, request)).toBeCloseTo(before - total, 2);

      const sn = /\/pay\/cashier\/(\d+)$/.exec(page.url())?.[1];
      const order = await request.get(`/order/getOrder/${sn}`, {
        headers: await sessionHeaders(page),
      });
      const paid = (await order.json()) as Envelope<{
        status: string;
        paytype: string;
        deliveryType: string;
        items: { name: string; qty: number; sku: Record<string, string> }[];
      }>;
      expect(paid.data).toMatchObject({ status: 'paid', paytype: 'account', deliveryType: 'self' });
      expect(paid.data.items).toEqual([
        expect.objectContaining({
          name: CHIPS.name,
          qty: 2,
          sku: { [CHIPS.attribute]: CHIPS.value },
        }),
      ]);
    });
  });
}

test.describe('shopping sessions', () => {
  const text = texts.en;

  startEachTestIn('en');

  test('a 401 mid-session opens the login dialog and the cart is still there after', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await addChipsAsVisitor(page, text);
    await signInWithPassword(page, request, text, DEMO);
    await addChipsToCart(page, text);

    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/shoppingcart\/cart$/);
    const line = page.getByTestId('cart-line').filter({ hasText: CHIPS.value });
    await expect(line).toHaveCount(1);
    const quantity = Number(await line.getByRole('textbox').inputValue());

    // Revoke the app's token behind its back; the next change meets a 401.
    const revoked = await request.post('/user/logout/', { headers: await sessionHeaders(page) });
    expect(revoked.ok()).toBe(true);
    const refused = page.waitForResponse((response) => response.status() === 401);
    await line.getByRole('button', { name: text.increase }).click();
    await refused;
    await expect(page.getByRole('dialog', { name: text.login })).toBeVisible();
    await expect.poll(() => cookie(page, 'token')).toBeUndefined();

    await signInWithPassword(page, request, text, DEMO);
    await expect(page).toHaveURL(/\/shoppingcart\/cart$/);
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('textbox')).toHaveValue(String(quantity));
    await line.getByRole('button', { name: text.increase }).click();
    await expect(line.getByRole('textbox')).toHaveValue(String(quantity + 1));

    // Taking the line away leaves the cart empty again.
    await line.getByRole('button', { name: `Remove ${CHIPS.name}` }).click();
    await expect(line).toHaveCount(0);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('Alipay goes through the sandbox gateway and comes back paid', async ({ page, request }) => {
    test.setTimeout(90_000);
    await addChipsAsVisitor(page, text);
    await signInWithPasscode(page, request, text, SANDBOX_SHOPPER);
    await addChipsToCart(page, text);
    await page.getByTestId('cart-button').click();
    await page.getByRole('button', { name: text.checkout(1) }).click();
    await checkOutWithSelfPick(page, request, text, SANDBOX_SHOPPER);
    const cashier = page.url();

    // A new member has no balance: the balance is offered but cannot be chosen.
    await expect(page.getByRole('radio', { name: text.payWithBalance })).toBeDisabled();
    await page.getByRole('radio', { name: text.alipay }).check();
    await page.getByRole('button', { name: text.pay(yuan(CHIPS.price)) }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/\d+\?/);
    // The gateway's page shows the owner the amount.
    await expect(page.getByText(yuan(CHIPS.price))).toBeVisible();
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    await expect(page).toHaveURL(cashier);
    await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
  });

  test('stores: choose one, pay an amount at its till, send it feedback', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const store = '城市生活东胜店';
    await page.goto('/shop/current');
    await expect(page.getByText('You have not chosen a store yet')).toBeVisible();
    await page.getByRole('link', { name: 'Choose a store' }).click();
    await expect(page).toHaveURL(/\/shop\/choose$/);
    await page.getByRole('searchbox', { name: 'Find a store' }).fill('东胜');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('list', { name: 'Stores' }).getByRole('button');
    await expect(rows).toHaveCount(1);
    await rows.filter({ hasText: store }).click();
    await expect(page.getByText(`${store} is now your store`)).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/current$/);
    await expect(page.getByRole('heading', { name: store, level: 2 })).toBeVisible();
    await expect(page.getByText('This is your store')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();

    // Paying at the till makes an order for the typed amount, paid at the cashier.
    await page.getByRole('button', { name: 'Pay at the till' }).click();
    await signInWithPasscode(page, request, text, STORE_VISITOR);
    await page.getByRole('button', { name: 'Pay at the till' }).click();
    const till = page.getByRole('dialog', { name: 'Pay at the till' });
    await field(till, 'Amount (yuan)').fill('0');
    await till.getByRole('button', { name: 'Continue to pay' }).click();
    await expect(field(till, 'Amount (yuan)')).toHaveAccessibleDescription(
      'Enter an amount from 0.01 to 50000',
    );
    await field(till, 'Amount (yuan)').fill('12.5');
    await till.getByRole('button', { name: 'Continue to pay' }).click();
    await expect(page).toHaveURL(/\/pay\/cashier\/\d+$/);
    await expect(page.getByTestId('cashier-due')).toHaveText(yuan(12.5));

    // Feedback to the store.
    await page.goto('/shop/current');
    await page.getByRole('link', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL(/\/shop\/feedback\/\d+$/);
    const shopId = Number(/\/shop\/feedback\/(\d+)$/.exec(page.url())?.[1]);
    const shop = await request.get(`/shop/getById/${shopId}`);
    expect(((await shop.json()) as Envelope<{ name: string }>).data.name).toBe(store);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please write your feedback')).toBeVisible();
    await page.getByLabel('Your feedback').fill('The vegetables were very fresh today.');
    let sentBody: unknown;
    await page.route('**/feedback/add/', async (route) => {
      sentBody = route.request().postDataJSON();
      await route.continue();
    });
    const sent = page.waitForResponse((response) => response.url().includes('/feedback/add/'));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await sent).ok()).toBe(true);
    expect(sentBody).toEqual({ content: 'The vegetables were very fresh today.', shopId });
    await expect(page.getByText('Thank you, the store has your feedback')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/shop/entry/${shopId}$`));
  });

  test('the item screen: reviews, a favourite flipped only once the server agrees, sharing', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const wechatCalls: string[] = [];
    page.on('request', (sent) => {
      if (/\/(weixin\/getSignPackage|share\/getInfo)\//.test(sent.url()))
        wechatCalls.push(sent.url());
    });
    await page.goto('/shoppingcart/item/1');
    await expect(
      page.getByRole('heading', { name: 'Hami melon from Xinjiang', level: 2 }),
    ).toBeVisible();
    const summary = await request.get('/review/summary/item/1');
    const { average, count } = (
      (await summary.json()) as Envelope<{ average: number; count: number }>
    ).data;
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('review-summary')).toHaveText(
      `${average.toFixed(1)} out of 5 · ${count} reviews`,
    );

    // The share sheet: 8 targets and "More" in a browser; saving shows the picture.
    await page.getByRole('button', { name: 'Share' }).click();
    const sheet = page.getByRole('dialog', { name: 'Share to' });
    await expect(sheet.getByRole('listitem')).toHaveCount(9);
    await sheet.getByRole('button', { name: 'More' }).click();
    await expect(sheet.getByRole('listitem')).toHaveCount(11);
    await sheet.getByRole('button', { name: 'Save picture' }).click();
    const save = page.getByRole('dialog', { name: 'Save picture' });
    await expect(save.getByRole('img')).toHaveAttribute('src', /\/static\/items\/.+\.svg$/);
    await save.getByRole('button', { name: 'Close' }).click();

    // A visitor is asked to log in; then the toggle waits for the server.
    const favourite = page.getByRole('button', { name: 'Favourite' });
    await favourite.click();
    await signInWithPassword(page, request, text, DEMO);
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/favorite/add/1', async (route) => {
      await held;
      await route.continue();
    });
    await favourite.click();
    await expect(favourite).toBeDisabled();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to favourites')).toBeVisible();
    await page.reload();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');

    expect(wechatCalls).toEqual([]);
  });
});

test.describe('shopping on a desktop', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  });
  startEachTestIn('en');
  const text = texts.en;

  test('WeChat Pay shows a QR code of the payment, and the cashier sees the order paid once it is', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await addChipsAsVisitor(page, text);
    await signInWithPasscode(page, request, text, DESKTOP_SHOPPER);
    await addChipsToCart(page, text);
    await page.getByTestId('cart-button').click();
    await page.getByRole('button', { name: text.checkout(1) }).click();
    await checkOutWithSelfPick(page, request, text, DESKTOP_SHOPPER);
    const cashier = page.url();

    await page.getByRole('radio', { name: 'WeChat Pay', exact: true }).check();
    const started = page.waitForResponse((answer) =>
      answer.url().includes('/pay/getWechatCodeUrl/'),
    );
    await page.getByRole('button', { name: text.pay(yuan(CHIPS.price)) }).click();
    const { data } = (await (await started).json()) as { data: { url: string } };
    // No detour through WeChat's H5 page: the code is on the cashier.
    await expect(page).toHaveURL(cashier);
    const code = page.getByRole('group', { name: 'WeChat Pay QR code' });
    await expect(code.getByRole('img', { name: 'WeChat Pay QR code' })).toBeVisible();

    // The phone that scans the code pays on the gateway's page.
    const phone = await page.context().newPage();
    await phone.goto(data.url);
    await phone.getByRole('button', { name: 'Confirm payment' }).click();
    await phone.close();

    await expect(page.getByRole('heading', { name: text.paid })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(cashier);
  });
});

test.describe('shopping inside WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/en',
  });

  test('the item screen asks for the share card and the JS-SDK signature, and shares through WeChat', async ({
    page,
  }) => {
    await startIn(page, 'en');
    // WeChat's JS-SDK, stubbed: it records its configuration and the share card it is given.
    await page.route('https://res.wx.qq.com/open/js/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.wxCalls = [];
          window.wx = {
            config: (options) => wxCalls.push(['config', options]),
            ready: (callback) => setTimeout(callback, 0),
            updateAppMessageShareData: (card) => wxCalls.push(['friends', card]),
            updateTimelineShareData: (card) => wxCalls.push(['moments', card]),
          };`,
      }),
    );
    const signed = page.waitForResponse((sent) => sent.url().includes('/weixin/getSignPackage/'));
    const card = page.waitForResponse((sent) => sent.url().includes('/share/getInfo/'));
    await page.goto('/shoppingcart/item/1');
    const signUrl = decodeURIComponent(new URL((await signed).url()).pathname);
    expect(signUrl).toContain('/shoppingcart/item/1');
    expect(new URL((await card).url()).searchParams.get('url')).toMatch(/\/shoppingcart\/item\/1$/);
    const signature = ((await (await signed).json()) as { data: { signature: string } }).data;
    const shared = ((await (await card).json()) as { data: { title: string } }).data;
    type WxCall = [string, Record<string, unknown>];
    const calls = () => page.evaluate(() => (window as unknown as { wxCalls?: WxCall[] }).wxCalls);
    await expect
      .poll(async () => (await calls())?.map(([name]) => name))
      .toEqual(['config', 'friends', 'moments']);
    const recorded = (await calls())!;
    expect(recorded[0]![1]).toMatchObject({ signature: signature.signature });
    expect(recorded[1]![1]).toMatchObject({ title: shared.title });

    await page.getByRole('button', { name: 'Share' }).click();
    const sheet = page.getByRole('dialog', { name: 'Share to' });
    await sheet.getByRole('button', { name: 'More' }).click();
    // Mail and SMS are not offered inside WeChat.
    await expect(sheet.getByRole('listitem')).toHaveCount(9);
    await expect(sheet.getByRole('button', { name: 'Mail' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'WeChat friends' }).click();
    await expect(page.getByText('Tap ··· in the top right corner to share')).toBeVisible();
  });
});
