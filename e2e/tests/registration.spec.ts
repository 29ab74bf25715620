import { randomInt } from 'node:crypto';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { signInNewMember, startIn } from '../support/session';

const texts = {
  'zh-Hans': {
    door: '返乡登记',
    returnDate: '返程日期',
    year: '年',
    confirm: '确定',
    privacy: '登记信息仅供社区管理返乡人员使用',
    more: '更多',
    appName: '城市生活',
    register: '返乡登记',
    mine: '我的登记',
    feedback: '意见反馈',
    community: '社区',
    homeAddress: '家庭住址',
    name: '姓名',
    female: '女',
    mobile: '手机号',
    idNo: '身份证号',
    job: '职业',
    student: '学生',
    city: '返回城市',
    address: '该城市地址',
    train: '火车',
    trainDetails: '车次、车厢及座位',
    green: '绿码',
    healthy: '健康',
    temp: '体温（°C）',
    notTested: '未检测',
    submit: '提交',
    invalidId: '身份证号不正确',
    needTraffic: '请至少选择一种交通方式',
    serverMobile: '手机号格式不正确',
    saved: '登记成功',
  },
  en: {
    door: 'Return registration',
    returnDate: 'Date of leaving again',
    year: 'Year',
    confirm: 'Confirm',
    privacy: 'Your details are used only by the community',
    more: 'More',
    appName: 'City Life',
    register: 'Register my return',
    mine: 'My registrations',
    feedback: 'Feedback',
    community: 'Community',
    homeAddress: 'Home address',
    name: 'Name',
    female: 'Female',
    mobile: 'Mobile number',
    idNo: 'Resident ID number',
    job: 'Job',
    student: 'Student',
    city: 'City returned from',
    address: 'Address in that city',
    train: 'Train',
    trainDetails: 'Train number, carriage and seat',
    green: 'Green',
    healthy: 'Healthy',
    temp: 'Body temperature (°C)',
    notTested: 'Not tested',
    submit: 'Submit',
    invalidId: 'Invalid identity number',
    needTraffic: 'Choose at least one means of transport',
    serverMobile: 'Invalid Mobile Number',
    saved: 'Registered',
  },
  mn: {
    door: 'Буцаж ирсний бүртгэл',
    returnDate: 'Буцаж явах огноо',
    year: 'Он',
    confirm: 'Батлах',
    privacy: 'Таны мэдээллийг зөвхөн хороо',
    more: 'Бусад',
    appName: 'Хотын амьдрал',
    register: 'Буцаж ирснээ бүртгүүлэх',
    mine: 'Миний бүртгэлүүд',
    feedback: 'Санал хүсэлт',
    community: 'Хороо',
    homeAddress: 'Гэрийн хаяг',
    name: 'Нэр',
    female: 'Эмэгтэй',
    mobile: 'Утасны дугаар',
    idNo: 'Иргэний үнэмлэхийн дугаар',
    job: 'Ажил мэргэжил',
    student: 'Оюутан, сурагч',
    city: 'Ирсэн хот',
    address: 'Тухайн хот дахь хаяг',
    train: 'Галт тэрэг',
    trainDetails: 'Галт тэрэгний дугаар, вагон, суудал',
    green: 'Ногоон',
    healthy: 'Эрүүл',
    temp: 'Биеийн халуун (°C)',
    notTested: 'Шинжилгээ өгөөгүй',
    submit: 'Илгээх',
    invalidId: 'Иргэний үнэмлэхийн дугаар буруу байна',
    needTraffic: 'Дор хаяж нэг тээврийн хэрэгсэл сонгоно уу',
    serverMobile: 'Гар утасны дугаар буруу байна',
    saved: 'Амжилттай бүртгэгдлээ',
  },
} as const;

const exact = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

for (const [locale, text] of Object.entries(texts)) {
  test(`${locale}: a wrong ID checksum shows under the field, then the return is registered`, async ({
    page,
    request,
  }) => {
    await startIn(page, locale);
    await signInNewMember(page.context(), request);
    // Its doors: the member centre's menu, the drawer and the home menu.
    await page.goto('/member/center');
    await expect(page.getByRole('link', { name: text.door, exact: true })).toHaveAttribute(
      'href',
      '/registration',
    );
    await page.goto('/home');
    await page.getByRole('button', { name: text.more, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: text.appName });
    await expect(drawer.getByRole('link', { name: text.door, exact: true })).toHaveAttribute(
      'href',
      '/registration',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.locator('main').getByRole('link', { name: text.door, exact: true }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('link', { name: text.mine })).toBeVisible();
    await expect(page.getByRole('link', { name: text.feedback })).toHaveAttribute(
      'href',
      '/feedback',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: text.mine }).click();
    await page.getByRole('button', { name: text.register }).click();
    const dialog = page.getByRole('dialog', { name: text.register });
    await expect(dialog).toBeVisible();
    const name = `E2E ${locale} ${randomInt(1e6)}`;
    await dialog.getByRole('textbox', { name: exact(text.community) }).fill('幸福社区');
    await dialog.getByRole('textbox', { name: exact(text.homeAddress) }).fill('幸福路 1 号');
    await dialog.getByRole('textbox', { name: exact(text.name) }).fill(name);
    await dialog.getByRole('radio', { name: text.female, exact: true }).check();
    // 120… is no mainland mobile number (none start 10-12): the form refuses it in the
    // server's own words.
    await dialog.getByRole('textbox', { name: exact(text.mobile) }).fill('12012345678');
    // The right number with its last character changed: the checksum fails.
    await dialog.getByRole('textbox', { name: exact(text.idNo) }).fill('110105194912310021');
    await dialog.getByRole('combobox', { name: exact(text.job) }).selectOption({
      label: text.student,
    });
    await dialog.getByRole('textbox', { name: exact(text.city) }).fill('北京');
    await dialog.getByRole('textbox', { name: exact(text.address) }).fill('朝阳区 2 号');
    await dialog.getByRole('radio', { name: text.green, exact: true }).check();
    await dialog.getByRole('radio', { name: text.healthy, exact: true }).check();
    await dialog.getByRole('textbox', { name: exact(text.temp) }).fill('36.5');
    await dialog.getByRole('radio', { name: text.notTested, exact: true }).check();
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.invalidId)).toBeVisible();
    await expect(dialog.getByText(text.needTraffic)).toBeVisible();
    await expectAccessible(page);

    // A text keyboard, which has the X a final character may be, typed in either case.
    const idNo = dialog.getByRole('textbox', { name: exact(text.idNo) });
    await expect(idNo).toHaveAttribute('type', 'text');
    await idNo.fill('11010519491231002x');
    await expect(idNo).toHaveValue('11010519491231002X');
    await expect(dialog.getByText(text.invalidId)).toHaveCount(0);
    // The trip back may be planned ahead: next year can be chosen.
    const nextYear = String((await page.evaluate(() => new Date().getFullYear())) + 1);
    await dialog.getByRole('textbox', { name: exact(text.returnDate) }).click();
    const picker = page.getByRole('dialog', { name: text.returnDate });
    await picker.getByLabel(text.year).selectOption(nextYear);
    await picker.getByRole('button', { name: text.confirm }).click();
    await expect(dialog.getByRole('textbox', { name: exact(text.returnDate) })).toHaveValue(
      new RegExp(`^${nextYear}-`),
    );
    // Privacy and consent are stated before submitting.
    await expect(dialog.getByRole('button', { name: text.submit })).toHaveAccessibleDescription(
      new RegExp(`^${text.privacy}`),
    );
    await dialog.getByRole('checkbox', { name: text.train, exact: true }).check();
    await dialog.getByRole('textbox', { name: exact(text.trainDetails) }).fill('G1 5 12A');
    await dialog.getByRole('button', { name: text.submit }).click();
    // The mobile message shows under its field, and no alert pops up.
    const mobile = dialog.getByRole('textbox', { name: exact(text.mobile) });
    await expect(mobile).toHaveAccessibleDescription(new RegExp(text.serverMobile));
    // Only there: a default alert would repeat it in a snackbar.
    await expect(page.getByText(text.serverMobile)).toHaveCount(1);
    await mobile.fill('13912345678');
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: text.mine }).getByText(name)).toBeVisible();
    await expectAccessible(page);
  });
}
