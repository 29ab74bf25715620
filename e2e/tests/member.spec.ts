import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  apiRegister,
  apiSignIn,
  envelope,
  headers,
  type Caller,
  type Envelope,
} from '../support/api';
import {
  callerOf,
  cookie,
  field,
  loginDialog,
  signInWithPasscode,
  signInWithPassword,
  startEachTestIn,
} from '../support/session';
import { localesOf, signInTexts, type TextOf } from '../support/texts';

const ADMIN = { mobile: '13900139000', password: 'admin123' };

const texts = {
  'zh-Hans': {
    ...signInTexts['zh-Hans'],
    memberCentre: '会员中心',
    balance: '余额',
    topup: '充值',
    topupTitle: '充值',
    topupPay: (amount: string) => `充值 ${amount}`,
    myAccount: '我的账户',
    paycode: '付款码',
    paycodeQr: '付款二维码',
    paycodeExpired: '付款码已过期，请刷新重试',
    paycodeRefresh: '刷新付款码',
    paymentSuccessful: '支付成功',
    profile: '个人资料',
    changeAvatar: '更换头像',
    notImage: '请选择图片',
    notSupported: '不支持此文件',
    ok: '确定',
    cropTitle: '裁剪头像',
    confirm: '确定',
    avatarUploaded: '头像上传成功',
    name: '姓名',
    female: '女',
    birthDate: '出生日期',
    year: '年',
    month: '月',
    day: '日',
    occupation: '职业',
    saved: '保存成功',
    addresses: '收货地址',
    addAddress: '新增收货地址',
    editAddress: '编辑收货地址',
    contact: '收货人',
    phone: '联系电话',
    province: '省份',
    city: '城市',
    district: '区县',
    detail: '详细地址',
    save: '保存',
    contactRequired: '请填写收货人',
    defaultBadge: '默认',
    edit: '编辑',
    makeDefault: '设为默认',
    remove: '删除',
    removeTitle: '删除这个地址？',
    passwordOld: '原密码',
    passwordNew: '新密码',
    passwordConfirm: '确认新密码',
    passwordSubmit: '修改密码',
    passwordMismatch: '两次输入的新密码不一致',
    passwordChanged: '密码已修改，请重新登录',
  },
  en: {
    ...signInTexts.en,
    memberCentre: 'Member centre',
    balance: 'Balance',
    topup: 'Top up',
    topupTitle: 'Top up',
    topupPay: (amount: string) => `Top up ${amount}`,
    myAccount: 'My account',
    paycode: 'Pay code',
    paycodeQr: 'Pay code QR code',
    paycodeExpired: 'the pay code expired, refresh and retry',
    paycodeRefresh: 'Refresh the code',
    paymentSuccessful: 'payment successful',
    profile: 'Profile',
    changeAvatar: 'Change avatar',
    notImage: 'please choose an image',
    notSupported: 'This file is not supported',
    ok: 'OK',
    cropTitle: 'Crop the avatar',
    confirm: 'Confirm',
    avatarUploaded: 'Avatar uploaded',
    name: 'Name',
    female: 'Female',
    birthDate: 'Birth date',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    occupation: 'Occupation',
    saved: 'saved successfully',
    addresses: 'Addresses',
    addAddress: 'Add an address',
    editAddress: 'Edit address',
    contact: 'Contact',
    phone: 'Phone',
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Street address',
    save: 'Save',
    contactRequired: 'Contact required',
    defaultBadge: 'Default',
    edit: 'Edit',
    makeDefault: 'Make default',
    remove: 'Remove',
    removeTitle: 'Remove this address?',
    passwordOld: 'Current password',
    passwordNew: 'New password',
    passwordConfirm: 'Confirm new password',
    passwordSubmit: 'Change password',
    passwordMismatch: 'The new passwords do not match',
    passwordChanged: 'Password changed, please log in again',
  },
  mn: {
    ...signInTexts.mn,
    memberCentre: 'Гишүүний төв',
    balance: 'Үлдэгдэл',
    topup: 'Цэнэглэх',
    topupTitle: 'Цэнэглэх',
    topupPay: (amount: string) => `${amount} цэнэглэх`,
    myAccount: 'Миний данс',
    paycode: 'Төлбөрийн код',
    paycodeQr: 'Төлбөрийн QR код',
    paycodeExpired: 'Төлбөрийн кодын хугацаа дууссан, шинэчлээд дахин оролдоно уу',
    paycodeRefresh: 'Кодыг шинэчлэх',
    paymentSuccessful: 'Төлбөр амжилттай',
    profile: 'Хувийн мэдээлэл',
    changeAvatar: 'Зураг солих',
    notImage: 'Зураг сонгоно уу',
    notSupported: 'Энэ файлыг дэмжихгүй байна',
    ok: 'За',
    cropTitle: 'Зургаа тайрах',
    confirm: 'Батлах',
    avatarUploaded: 'Зураг амжилттай байршлаа',
    name: 'Нэр',
    female: 'Эмэгтэй',
    birthDate: 'Төрсөн огноо',
    year: 'Он',
    month: 'Сар',
    day: 'Өдөр',
    occupation: 'Мэргэжил',
    saved: 'Амжилттай хадгаллаа',
    addresses: 'Хаягууд',
    addAddress: 'Хаяг нэмэх',
    editAddress: 'Хаяг засах',
    contact: 'Хүлээн авагч',
    phone: 'Утас',
    province: 'Муж',
    city: 'Хот',
    district: 'Дүүрэг',
    detail: 'Дэлгэрэнгүй хаяг',
    save: 'Хадгалах',
    contactRequired: 'Хүлээн авагч оруулна уу',
    defaultBadge: 'Үндсэн',
    edit: 'Засах',
    makeDefault: 'Үндсэн болгох',
    remove: 'Устгах',
    removeTitle: 'Энэ хаягийг устгах уу?',
    passwordOld: 'Одоогийн нууц үг',
    passwordNew: 'Шинэ нууц үг',
    passwordConfirm: 'Шинэ нууц үгээ давтах',
    passwordSubmit: 'Нууц үг солих',
    passwordMismatch: 'Шинэ нууц үгнүүд таарахгүй байна',
    passwordChanged: 'Нууц үг солигдлоо, дахин нэвтэрнэ үү',
  },
} as const;

type Text = TextOf<typeof texts>;

/** A mainland mobile number no other test uses: its first passcode sign-in registers it. */
function newMobile(): string {
  return `135${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Pays a pending order through the sandbox gateway, as the cashier's WeChat QR code would. */
async function payInSandbox(
  request: APIRequestContext,
  caller: Caller,
  orderSn: string,
  amount: string,
) {
  await envelope(
    await request.get(`/pay/getWechatCodeUrl/${orderSn}/${amount}`, { headers: headers(caller) }),
  );
  const paid = await envelope<{ status: string }>(
    await request.post(`/pay/sandbox/confirm/${orderSn}`, { headers: headers(caller) }),
  );
  expect(paid.status).toBe('paid');
}

/** Opens `path` as a visitor and signs in there as a new member (a mobile number of its own). */
async function signInAsNewMemberAt(
  page: Page,
  request: APIRequestContext,
  text: Text,
  path: string,
): Promise<void> {
  await page.goto(path);
  await signInWithPasscode(page, request, text, newMobile());
}

/**
 * Fills the address dialog (contact, phone, province > city > district, street address),
 * saves it and waits for the dialog to close.
 */
async function saveAddress(
  dialog: Locator,
  text: Text,
  address: { contact: string; phone: string; area: [string, string, string]; detail: string },
) {
  await field(dialog, text.contact).fill(address.contact);
  await field(dialog, text.phone).fill(address.phone);
  const [province, city, district] = address.area;
  await dialog.getByLabel(text.province).selectOption(province);
  await dialog.getByLabel(text.city).selectOption(city);
  await dialog.getByLabel(text.district).selectOption(district);
  await field(dialog, text.detail).fill(address.detail);
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
}

/** A real PNG picture (600 x 400, two colours), drawn by the browser. */
async function pngPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f7a5c';
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#f4c430';
    context.beginPath();
    context.arc(300, 200, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`member centre in ${locale}`, () => {
    startEachTestIn(locale);

    test('a new member tops up, sees the balance, and pays with the pay code', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await signInAsNewMemberAt(page, request, text, '/member/center');
      await expect(page).toHaveURL(/\/member\/center$/);
      await expect(page).toHaveTitle(text.memberCentre);

      // The account screen, seen once before the top-up, is kept alive and read again.
      await page.getByRole('link', { name: new RegExp(text.balance) }).click();
      await expect(page).toHaveURL(/\/member\/account$/);
      await expect(page).toHaveTitle(text.myAccount);
      await expect(page.getByTestId('account-balance')).toHaveText('¥0.00');

      await page.getByRole('link', { name: text.topup, exact: true }).click();
      await expect(page).toHaveURL(/\/member\/topup$/);
      await expect(page).toHaveTitle(text.topupTitle);
      const slot200 = page.getByRole('radio', { name: /¥200\.00/ });
      await expect(page.getByRole('radio', { name: /¥100\.00/ })).toBeChecked();
      await slot200.check();
      await expect(slot200).toBeChecked();
      const created = page.waitForResponse((response) =>
        response.url().includes('/member/createTopupOrder/'),
      );
      await page.getByRole('button', { name: text.topupPay('¥200.00') }).click();
      const { order_sn: orderSn } = (
        (await (await created).json()) as Envelope<{ order_sn: string }>
      ).data;
      await expect(page).toHaveURL(new RegExp(`/pay/cashier/${orderSn}$`));

      await payInSandbox(request, await callerOf(page), orderSn, '200');
      await page.goBack();
      await expect(page).toHaveURL(/\/member\/topup$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/member\/account$/);
      // 200 plus the slot's bonus of 15.
      await expect(page.getByTestId('account-balance')).toHaveText('¥215.00');

      await page.getByRole('link', { name: text.paycode }).click();
      await expect(page).toHaveURL(/\/member\/paycode$/);
      const qr = page.getByRole('img', { name: text.paycodeQr });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
      const first = (await qr.getAttribute('data-code')) ?? '';
      expect(first).toMatch(/^\d{18}$/);
      await expect(page.getByTestId('paycode-digits')).toHaveText(
        first.replace(/(\d{4})(?=\d)/g, '$1 '),
      );

      // A newer code expires this one: the screen, polling, asks to refresh.
      const caller = await callerOf(page);
      await envelope(await request.get('/member/getPaycode/', { headers: headers(caller) }));
      await expect(page.getByText(text.paycodeExpired)).toBeVisible();
      await expect(qr).toBeHidden();
      await page.getByRole('button', { name: text.paycodeRefresh }).click();
      await expect(qr).toBeVisible();
      const second = (await qr.getAttribute('data-code')) ?? '';
      expect(second).toMatch(/^\d{18}$/);
      expect(second).not.toBe(first);

      // The cashier charges the code.
      const admin = await apiSignIn(request, ADMIN);
      const charge = await envelope<{ balance: number }>(
        await request.post(`/member/usePaycode/${second}`, {
          headers: headers(admin),
          data: { amount: 29.9 },
        }),
      );
      expect(charge.balance).toBe(185.1);
      await expect(page.getByText(text.paymentSuccessful)).toBeVisible();
      await expect(page.getByText('¥29.90')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/member\/account$/);
      await expect(page.getByTestId('account-balance')).toHaveText('¥185.10');
    });

    test('changing the password checks the fields, logs out and asks to log in again', async ({
      page,
      request,
    }) => {
      const account = { mobile: newMobile(), password: 'steppe2026' };
      await apiRegister(request, account);
      await page.goto('/member/modifypassword');
      await signInWithPassword(page, request, text, account);
      await expect(page).toHaveURL(/\/member\/modifypassword$/);

      const form = page.locator('main form');
      let sent = 0;
      page.on('request', (call) => {
        if (call.url().includes('/user/modifyPassword/')) sent += 1;
      });
      await field(form, text.passwordOld).fill(account.password);
      await field(form, text.passwordNew).fill('gobi-2026');
      await field(form, text.passwordConfirm).fill('gobi-2025');
      await form.getByRole('button', { name: text.passwordSubmit }).click();
      await expect(field(form, text.passwordConfirm)).toHaveAccessibleDescription(
        text.passwordMismatch,
      );
      expect(sent).toBe(0);

      // A wrong current password: the server's message goes under that field.
      await field(form, text.passwordOld).fill('not-my-password');
      await field(form, text.passwordConfirm).fill('gobi-2026');
      const refused = page.waitForResponse((call) => call.url().includes('/user/modifyPassword/'));
      await form.getByRole('button', { name: text.passwordSubmit }).click();
      const answer = (await (await refused).json()) as { message: Record<string, string> };
      expect(answer.message.oldpassword).toBeTruthy();
      await expect(field(form, text.passwordOld)).toHaveAccessibleDescription(
        answer.message.oldpassword!,
      );
      expect(sent).toBe(1);

      await field(form, text.passwordOld).fill(account.password);
      await form.getByRole('button', { name: text.passwordSubmit }).click();
      await expect(page.getByText(text.passwordChanged)).toBeVisible();
      await expect(loginDialog(page, text)).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      await expect.poll(() => cookie(page, 'token')).toBeUndefined();
      expect(await cookie(page, 'login_status')).toBe('0');

      await signInWithPassword(page, request, text, { ...account, password: 'gobi-2026' });
      await expect(page).toHaveURL(/\/member\/center$/);
    });

    test('addresses: add, edit, make default and remove', async ({ page, request }) => {
      test.setTimeout(60_000);
      await signInAsNewMemberAt(page, request, text, '/member/address');
      await expect(page).toHaveURL(/\/member\/address$/);
      await expect(page).toHaveTitle(text.addresses);
      const cards = page.locator('main').getByRole('list', { name: text.addresses });
      const card = (name: string) => page.getByRole('region', { name: new RegExp(name) });
      const badge = (name: string) => card(name).getByText(text.defaultBadge, { exact: true });

      await page.getByRole('button', { name: text.addAddress }).click();
      let dialog = page.getByRole('dialog', { name: text.addAddress });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(field(dialog, text.contact)).toHaveAccessibleDescription(text.contactRequired);
      await saveAddress(dialog, text, {
        contact: 'Бат',
        phone: '13912345678',
        area: ['内蒙古自治区', '鄂尔多斯市', '康巴什区'],
        detail: '康巴什大街 8 号',
      });
      // The first address is the default.
      await expect(badge('Бат')).toBeVisible();
      await expect(card('Бат')).toContainText('内蒙古自治区 鄂尔多斯市 康巴什区 康巴什大街 8 号');

      await page.getByRole('button', { name: text.addAddress }).click();
      dialog = page.getByRole('dialog', { name: text.addAddress });
      await saveAddress(dialog, text, {
        contact: 'Saran',
        phone: '0477-8581234',
        area: ['内蒙古自治区', '鄂尔多斯市', '东胜区'],
        detail: '鄂尔多斯西街 28 号',
      });
      await expect(cards.getByRole('listitem')).toHaveCount(2);
      await expect(badge('Saran')).toBeHidden();

      await card('Saran').getByRole('button', { name: text.edit }).click();
      dialog = page.getByRole('dialog', { name: text.editAddress });
      await expect(field(dialog, text.detail)).toHaveValue('鄂尔多斯西街 28 号');
      await expect(dialog.getByLabel(text.district)).toHaveValue('东胜区');
      await field(dialog, text.detail).fill('鄂尔多斯西街 30 号');
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog).toBeHidden();
      await expect(card('Saran')).toContainText('鄂尔多斯西街 30 号');

      await card('Saran').getByRole('button', { name: text.makeDefault }).click();
      await expect(badge('Saran')).toBeVisible();
      await expect(badge('Бат')).toBeHidden();
      // The default is listed first.
      await expect(cards.getByRole('listitem').first()).toContainText('Saran');

      await card('Бат').getByRole('button', { name: text.remove }).click();
      const confirm = page.getByRole('alertdialog', { name: text.removeTitle });
      await confirm.getByRole('button', { name: text.remove }).click();
      await expect(card('Бат')).toBeHidden();
      await expect(cards.getByRole('listitem')).toHaveCount(1);

      const saved = await envelope<{ contact: string; default: boolean; detail: string }[]>(
        await request.get('/user/getAddresses', { headers: headers(await callerOf(page)) }),
      );
      expect(saved).toEqual([
        expect.objectContaining({ contact: 'Saran', default: true, detail: '鄂尔多斯西街 30 号' }),
      ]);
    });

    test('the profile: avatar chosen, cropped and uploaded, then saved on Save', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await signInAsNewMemberAt(page, request, text, '/member/center');
      await page.getByRole('link', { name: text.profile, exact: true }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);
      const form = page.locator('main form');
      const picker = form.getByLabel(text.changeAvatar).and(form.locator('input[type=file]'));

      // Only images are taken.
      await picker.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      const alert = page.getByRole('alertdialog');
      await expect(alert).toHaveAccessibleDescription(text.notImage);
      await alert.getByRole('button', { name: text.ok }).click();
      await expect(page.getByRole('dialog', { name: text.cropTitle })).toBeHidden();

      // An image this browser cannot read is not supported.
      await picker.setInputFiles({
        name: 'broken.png',
        mimeType: 'image/png',
        buffer: Buffer.from('\x89PNG\r\n\x1a\n not really a picture'),
      });
      await expect(alert).toHaveAccessibleDescription(text.notSupported);
      await alert.getByRole('button', { name: text.ok }).click();
      await expect(page.getByRole('dialog', { name: text.cropTitle })).toBeHidden();

      await picker.setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await pngPicture(page),
      });
      const crop = page.getByRole('dialog', { name: text.cropTitle });
      await expect(crop).toBeVisible();
      const uploaded = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/citylife\/$/.test(response.url()),
      );
      await crop.getByRole('button', { name: text.confirm }).click();
      const upload = await uploaded;
      expect(upload.status()).toBe(200);
      await expect(page.getByText(text.avatarUploaded)).toBeVisible();
      const avatar = form.getByRole('button', { name: text.changeAvatar }).locator('img');
      await expect(avatar).toHaveAttribute('src', /\/uploads\/citylife\/avatar\/\d+\/\w+\.jpg$/);
      const avatarUrl = (await avatar.getAttribute('src'))!;
      const picture = await request.get(avatarUrl);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
      // Cropped square.
      expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
        await avatar.evaluate((image: HTMLImageElement) => image.naturalHeight),
      );

      // Nothing is saved before Save.
      const caller = await callerOf(page);
      const before = await envelope<{ avatar: string }>(
        await request.get('/user/getProfile/', { headers: headers(caller) }),
      );
      expect(before.avatar).not.toBe(avatarUrl);

      await field(form, text.name).fill('Saran');
      await form.getByRole('radio', { name: text.female }).check();
      await form.getByLabel(text.province).selectOption('内蒙古自治区');
      await form.getByLabel(text.city).selectOption('鄂尔多斯市');
      await form.getByLabel(text.district).selectOption('东胜区');
      await field(form, text.birthDate).click();
      const sheet = page.getByRole('dialog', { name: text.birthDate });
      await sheet.getByLabel(text.year).selectOption('1990');
      await sheet.getByLabel(text.month).selectOption('5');
      await sheet.getByLabel(text.day).selectOption('20');
      await sheet.getByRole('button', { name: text.confirm }).click();
      await expect(field(form, text.birthDate)).toHaveValue('1990-05-20');
      await field(form, text.occupation).fill('Teacher');
      await form.getByRole('button', { name: text.save }).click();

      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page).toHaveURL(/\/member\/center$/);
      const after = await envelope(
        await request.get('/user/getProfile/', { headers: headers(caller) }),
      );
      // The upload's address on the origin the page called is kept as its path.
      const avatarPath = new URL(avatarUrl).pathname;
      expect(after).toEqual({
        avatar: avatarPath,
        name: 'Saran',
        sex: 'female',
        province: '内蒙古自治区',
        city: '鄂尔多斯市',
        district: '东胜区',
        birthDate: '1990-05-20',
        occupation: 'Teacher',
      });
      // The member centre shows the new avatar, and the name the profile has.
      await expect(page.locator('main').getByRole('img').first()).toHaveAttribute(
        'src',
        avatarPath,
      );
      await expect(page.locator('main').getByText('Saran', { exact: true })).toBeVisible();

      await page.getByRole('link', { name: text.profile, exact: true }).click();
      await expect(field(form, text.name)).toHaveValue('Saran');
      await expect(form.getByLabel(text.district)).toHaveValue('东胜区');
      await expect(form.getByRole('radio', { name: text.female })).toBeChecked();
    });
  });
}

test.describe('member centre screens', () => {
  const text = texts.en;

  startEachTestIn('en');

  test('levels and the card are open to everyone; the card shows once signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/member/level');
    await expect(page).toHaveTitle('Member levels');
    const levels = page.getByRole('list', { name: 'Member levels' });
    await expect(levels.getByRole('region')).toHaveCount(3);
    await expect(page.getByText('Your level')).toBeHidden();

    await page.goto('/member/card');
    await expect(page.getByText('Log in to see your membership card')).toBeVisible();
    await page.locator('main').getByRole('button', { name: 'Log in' }).click();
    await signInWithPasscode(page, request, text, newMobile());
    await expect(page).toHaveURL(/\/member\/card$/);
    const { user } = await callerOf(page);
    // Card numbers are 88 and the user id on 8 digits.
    const cardNo = `88${user.padStart(8, '0')}`;
    await expect(page.getByTestId('card-number')).toHaveText(
      cardNo.replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    await expect(page.getByRole('region', { name: 'Membership card' })).toContainText(
      'Standard member',
    );

    await page.getByRole('link', { name: 'Member levels' }).click();
    await expect(page).toHaveURL(/\/member\/level$/);
    await expect(page.getByRole('region', { name: /Standard member/ })).toContainText('Your level');
  });

  test('favourites, orders and the account history', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signInAsNewMemberAt(page, request, text, '/member/center');
    const caller = await callerOf(page);

    // Favourites: an item added elsewhere shows; removing it empties the list.
    const item = await envelope<{ id: number; name: string }>(await request.get('/item/getById/1'));
    await envelope(await request.get(`/favorite/add/${item.id}`, { headers: headers(caller) }));
    await page.getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/member\/favorite$/);
    const favourite = page.getByRole('article', { name: item.name });
    await expect(favourite).toBeVisible();
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(page.getByText(`Removed ${item.name} from favourites`)).toBeVisible();
    await expect(page.getByText('No favourite items yet')).toBeVisible();
    const left = await envelope<{ total: number }>(
      await request.get('/favorite/getList/', { headers: headers(caller) }),
    );
    expect(left.total).toBe(0);

    // A top-up order, pending, then paid.
    const { order_sn: orderSn } = await envelope<{ order_sn: string }>(
      await request.post('/member/createTopupOrder/', {
        headers: headers(caller),
        data: { amount: 50 },
      }),
    );
    await page.goBack();
    await page.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/member\/order\/list\/ShoppingCartOrder$/);
    await expect(page.getByRole('tab', { name: 'Shop orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No orders yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Top-ups' }).click();
    await expect(page).toHaveURL(/\/member\/order\/list\/TopupOrder$/);
    const order = page.getByRole('region', { name: `Order ${orderSn}` });
    await expect(order).toContainText('Awaiting payment');
    await expect(order.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/pay/cashier/${orderSn}`,
    );

    await payInSandbox(request, caller, orderSn, '50');
    await order.getByRole('link', { name: `Order ${orderSn}` }).click();
    await expect(page).toHaveURL(new RegExp(`/member/order/detail/${orderSn}$`));
    await expect(page).toHaveTitle('Order details');
    const detail = page.locator('main');
    await expect(detail.getByText('Completed')).toBeVisible();
    await expect(detail.getByText('WeChat Pay')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Pay now' })).toBeHidden();
    await expect(detail.getByRole('link', { name: 'Pay now' })).toBeHidden();

    await page.goto('/member/accountlog');
    const log = page.getByRole('list', { name: 'Account history' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText('+¥50.00');
    await expect(page.getByText('No more')).toBeVisible();

    await page.goto('/member/order/detail/20990101000001');
    await expect(page.getByText('This order does not exist')).toBeVisible();
  });
});

test.describe('the member card inside WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN',
  });
  startEachTestIn('en');

  test('is added to the WeChat card package, and its code there is kept', async ({
    page,
    request,
  }) => {
    // WeChat's JS-SDK, stubbed: it records its calls, and WeChat adds the card it is given.
    await page.route('https://res.wx.qq.com/open/js/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.wxCalls = [];
          window.wx = {
            config: (options) => wxCalls.push(['config', options.jsApiList]),
            ready: (callback) => setTimeout(callback, 0),
            addCard: (options) => {
              wxCalls.push(['addCard', options.cardList]);
              const [card] = options.cardList;
              setTimeout(() => options.success({ cardList: [{ ...card, isSuccess: true, code: JSON.parse(card.cardExt).code }] }), 0);
            },
          };`,
      }),
    );
    await signInAsNewMemberAt(page, request, texts.en, '/member/center');
    await page.goto('/member/card');
    const cardNumber = (await page.getByTestId('card-number').textContent())!.replace(/\s/g, '');
    await page.getByRole('button', { name: 'Add to WeChat card package' }).click();
    await expect(page.getByTestId('card-in-wechat')).toHaveText(
      'This card is in your WeChat card package.',
    );
    await expect(page.getByRole('button', { name: 'Add to WeChat card package' })).toHaveCount(0);
    const calls = await page.evaluate(
      () => (window as unknown as { wxCalls: [string, unknown][] }).wxCalls,
    );
    expect(calls.map(([name]) => name)).toEqual(['config', 'addCard']);
    expect(calls[0]![1]).toEqual(['addCard']);

    const summary = await envelope<{ cardNo: string; wechatCode?: string }>(
      await request.get('/member/getSummary/', { headers: headers(await callerOf(page)) }),
    );
    expect(summary.wechatCode).toBe(cardNumber);
    expect(summary.cardNo).toBe(cardNumber);
  });
});
