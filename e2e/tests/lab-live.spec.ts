import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInNewMember, startIn } from '../support/session';
import { expect, test } from '../support/test';

// The lab's live pages against the real server: two members chat on the real socket (the
// online count, a message from one at the other shown as plain text, a dropped connection
// that comes back and says so, a message to someone who left); the map drawing makes its
// mask at the fourth click and Clear removes it; the geometry editor draws each of its four
// kinds and goes back to selecting after each.

/** Axe on the page as it rests, in light and in dark mode. */
async function axe(page: Page) {
  await page.mouse.move(1, 300);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('two members chat on the live socket: count, plain-text messages, a dropped connection, someone who left', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await startIn(page, 'en');
  await signInNewMember(page.context(), request);
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  const violations: string[] = [];
  other.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await startIn(other, 'en');
  await signInNewMember(otherContext, request);

  // The chat runs on a websocket to the page's own origin (the policy allows it).
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/lab/chat');
  expect(new URL((await socket).url()).host).toBe(new URL(baseURL!).host);
  const count = page.getByTestId('chat-online-count');
  await expect(count).toHaveText('1 person online');

  await other.goto('/lab/chat');
  await expect(count).toHaveText('2 people online');
  const otherCount = other.getByTestId('chat-online-count');
  await expect(otherCount).toHaveText('2 people online');
  await expect(page.getByRole('list', { name: 'Online now' }).getByRole('listitem')).toHaveCount(2);

  // A message with markup arrives at the other as the very text that was typed.
  const markup = '<b>Hello</b> <img src=x onerror="document.title=1">';
  await page.getByRole('textbox', { name: 'Message' }).fill(markup);
  await page.getByRole('button', { name: 'Send' }).click();
  const otherLog = other.getByRole('log', { name: 'Messages' });
  await expect(otherLog.getByText(markup, { exact: true })).toBeVisible();
  await expect(otherLog.locator('b, img')).toHaveCount(0);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(markup)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The other's connection drops and comes back: the banner says so, the session is back.
  await otherContext.setOffline(true);
  const banner = other.getByTestId('chat-connection');
  await expect(banner).toHaveText('The connection dropped. Reconnecting…');
  await expect(count).toHaveText('1 person online');
  await otherContext.setOffline(false);
  await expect(banner).toHaveText(/^Connection restored: you are back in the chat as /);
  await expect(count).toHaveText('2 people online');
  await other.getByRole('textbox', { name: 'Message' }).fill('Back again');
  await other.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Back again')).toBeVisible();

  // A private message to the other, who then leaves: the next one says they have left.
  const sendTo = page.getByLabel('Send to');
  await expect(sendTo.getByRole('option')).toHaveCount(2);
  await sendTo.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Message' }).fill('Just for you');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(otherLog.getByText('Just for you')).toBeVisible();
  await expect(otherLog.getByText('Private, to you')).toBeVisible();
  await other.close();
  await expect(count).toHaveText('1 person online');
  await page.getByRole('textbox', { name: 'Message' }).fill('Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /has left the chat: the message was not sent\. Send it to everyone or choose someone who is online\.$/,
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you there?');
  await otherContext.close();
  await axe(page);
  expect(violations, 'Content Security Policy violations').toEqual([]);
});
