import { translate, type Locale } from '../../../i18n/translate.js';
import type { SandboxPayment } from './sandbox.js';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The locale of a browser's Accept-Language (the page is opened by navigation, not the app). */
export function pageLocale(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').toLowerCase();
  if (first.startsWith('mn')) return 'mn';
  if (first.startsWith('en')) return 'en';
  return 'zh-Hans';
}

/**
 * The sandbox gateway's payment page, like the page a real gateway hosts: the amount and a
 * button that plays the gateway's notification, then returns to `returnUrl`.
 */
export function sandboxPage(payment: SandboxPayment, locale: Locale, returnUrl: string): string {
  const t = (key: string, vars?: Record<string, string | number>) =>
    escapeHtml(translate(locale, `orders.sandbox.${key}`, vars));
  const confirmUrl = `/pay/sandbox/confirm/${encodeURIComponent(payment.order_sn)}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f4;color:#1d2b21}
main{max-width:400px;margin:48px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:8px 0}.amount{font-size:36px;font-weight:700;margin:16px 0}
button{width:100%;padding:14px;font-size:17px;border:0;border-radius:10px;background:#2e7d4f;color:#fff}
button[disabled]{background:#9bb8a6}.note{font-size:13px;color:#5b6b60}
</style>
</head>
<body>
<main>
<h1>${t('title')}</h1>
<p class="note">${t('note')}</p>
<p>${t('order', { sn: payment.order_sn })} · ${escapeHtml(payment.paytype)}</p>
<p class="amount">¥${payment.amount.toFixed(2)}</p>
<button id="pay"${payment.status === 'paid' ? ' disabled' : ''}>${payment.status === 'paid' ? t('paid') : t('confirm')}</button>
<p id="result" role="status"></p>
</main>
<script>
const back = ${scriptJson(returnUrl)};
document.getElementById('pay').addEventListener('click', async (event) => {
  event.target.disabled = true;
  const response = await fetch(${scriptJson(confirmUrl)}, { method: 'POST' });
  const body = await response.json();
  document.getElementById('result').textContent = body.code === 0 ? ${scriptJson(translate(locale, 'orders.sandbox.paid'))} : body.message;
  if (body.code === 0) setTimeout(() => location.assign(back), 800);
});
</script>
</body>
</html>
`;
}
