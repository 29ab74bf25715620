import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInNewMember, startIn } from '../support/session';

const labels = {
  'zh-Hans': { keyword: '关键词', province: '省份', city: '城市', district: '区县' },
  en: { keyword: 'Keyword', province: 'Province', city: 'City', district: 'District' },
  mn: { keyword: 'Түлхүүр үг', province: 'Муж', city: 'Хот', district: 'Дүүрэг' },
} as const;

/**
 * How far the text a control shows (a select's chosen option, an input's placeholder when it
 * is empty) runs past the room its box leaves for text, in CSS pixels: 0 or less fits.
 */
function overrun(control: Locator): Promise<number> {
  return control.evaluate((element: HTMLInputElement | HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text =
      element instanceof HTMLSelectElement
        ? (element.selectedOptions[0]?.text ?? '')
        : element.value || element.placeholder;
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width - room;
  });
}

for (const [locale, label] of Object.entries(labels)) {
  test(`${locale}: the search box's placeholder and the longest province name fit their fields on a phone`, async ({
    page,
    request,
  }) => {
    await startIn(page, locale);
    await page.goto('/shoppingcart/search');
    const keyword = page.getByRole('searchbox', { name: label.keyword });
    await expect(keyword).toBeVisible();
    expect(await overrun(keyword)).toBeLessThanOrEqual(0);

    await signInNewMember(page.context(), request);
    await page.goto('/user/profile');
    const form = page.locator('main form');
    for (const [name, value] of [
      [label.province, '内蒙古自治区'],
      [label.city, '鄂尔多斯市'],
      [label.district, '伊金霍洛旗'],
    ] as const) {
      const select = form.getByLabel(name);
      await select.selectOption(value);
      expect(await overrun(select), `${name}: ${value}`).toBeLessThanOrEqual(0);
    }
  });
}
