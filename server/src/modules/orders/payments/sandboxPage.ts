import { translate, type Locale } from '../../../i18n/translate.js';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether a request's Accept header asks for the page (a browser navigating) rather than JSON. */
export const wantsPage = (accept: string | undefined) =>
  (accept ?? '').includes('text/html') && !(accept ?? '').includes('application/json');

/** The locale of a browser's Accept-Language (the page is opened by navigation, not the app). */
export function pageLocale(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').toLowerCase();
  if (first.startsWith('mn')) return 'mn';
  if (first.startsWith('en')) return 'en';
  return 'zh-Hans';
}

/**
 * The sandbox gateway's payment page, like the page a real gateway hosts. It shows no
 * amount itself: its script (`/static/pay/sandbox.js`) reads the payment with the signed-in
 * member's session, so only the order's owner sees it and can confirm; then it returns to
 * `returnUrl`.
 */
export function sandboxPage(orderSn: string, locale: Locale, returnUrl: string): string {
  const t = (key: string, vars?: Record<string, string | number>) =>
    escapeHtml(translate(locale, `orders.sandbox.${key}`, vars));
  const texts = {
    paid: translate(locale, 'orders.sandbox.paid'),
    signIn: translate(locale, 'orders.sandbox.signIn'),
  };
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="/static/pay/sandbox.css">
</head>
<body>
<main id="sandbox" data-order="${escapeHtml(orderSn)}" data-locale="${locale}" data-back="${escapeHtml(returnUrl)}" data-texts="${escapeHtml(JSON.stringify(texts))}">
<h1>${t('title')}</h1>
<p class="note">${t('note')}</p>
<p>${t('order', { sn: orderSn })} <span id="paytype"></span></p>
<p class="amount" id="amount" aria-live="polite"></p>
<button id="pay" type="button" disabled>${t('confirm')}</button>
<p id="result" role="status"></p>
</main>
<script src="/static/pay/sandbox.js"></script>
</body>
</html>
`;
}
