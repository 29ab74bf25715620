import { expect, test } from '../support/test';

test('home shows the customer-service phone from the server, in Chinese and English', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/getSettings/cstel');
  const { code, data } = (await response.json()) as { code: number; data: { cstel: string } };
  expect(code).toBe(0);
  expect(data.cstel).toMatch(/\d/);

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '客服电话' })).toBeVisible();
  await expect(page.getByTestId('customer-service-phone')).toHaveText(data.cstel);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call customer service' })).toBeVisible();
  await expect(page.getByTestId('customer-service-phone')).toHaveText(data.cstel);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('City Life');

  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '客服电话' })).toBeVisible();
  await expect(page.getByTestId('customer-service-phone')).toHaveText(data.cstel);
  await expect(page).toHaveTitle('城市生活');
});

test('the chosen language survives a reload', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Монгол' }).click();
  await expect(page.getByRole('heading', { name: 'Харилцагчийн үйлчилгээ' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Харилцагчийн үйлчилгээ' })).toBeVisible();
});

for (const path of ['/', '/no/such/page', '/shoppingcart/nowhere?x=1']) {
  test(`the path ${path} lands on /home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('customer-service-phone')).toBeVisible();
  });
}
