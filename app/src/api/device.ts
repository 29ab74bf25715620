/** Where the app runs, sent as X-Request-Platform. */
export type Platform = 'h5' | 'wechat' | 'wechat-miniapp';

export function detectPlatform(userAgent: string, miniProgram = false): Platform {
  if (miniProgram || /miniProgram/i.test(userAgent)) return 'wechat-miniapp';
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  return 'h5';
}

/** Whether the page runs in WeChat's browser (where WeChat sign-in completes). */
export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export interface UserAgentSummary {
  os: string;
  browser: string;
  mobile: boolean;
}

const OS_PATTERNS: [string, RegExp][] = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['HarmonyOS', /HarmonyOS/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

// Order matters: WeChat and Edge announce Chrome or Safari too.
const BROWSER_PATTERNS: [string, RegExp][] = [
  ['WeChat', /MicroMessenger/],
  ['Edge', /Edg\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Safari\//],
];

/** A short description of a user agent string: its system, browser and form factor. */
export function summarizeUserAgent(userAgent: string): UserAgentSummary {
  const find = (patterns: [string, RegExp][]) =>
    patterns.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
  return {
    os: find(OS_PATTERNS),
    browser: find(BROWSER_PATTERNS),
    mobile: /Mobi|Android|iPhone|iPad/.test(userAgent),
  };
}

let cached: { locale: string; info: Record<string, unknown> } | undefined;

/**
 * The device facts sent as JSON in X-Request-Device. Worked out once per locale: they do not
 * change while the page lives, and asking Intl for the time zone on every call is slow.
 */
export function deviceInfo(locale: string): Record<string, unknown> {
  if (cached?.locale === locale) return cached.info;
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const info = {
    platform: detectPlatform(userAgent),
    screen: typeof screen === 'undefined' ? undefined : `${screen.width}x${screen.height}`,
    language: typeof navigator === 'undefined' ? locale : navigator.language,
    locale,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    userAgent: summarizeUserAgent(userAgent),
  };
  cached = { locale, info };
  return info;
}
