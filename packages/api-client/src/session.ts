/** Where the client reads who is calling and how; the app backs it with its session store. */
export interface SessionProvider {
  /**
   * Access token of the signed-in user, sent as the `token` header, for clients that keep
   * it themselves (native shells, scripts, tests). A browser app leaves it out: the
   * server's HttpOnly session cookie goes with every call of its own origin (fetch sends
   * it by default), and X-Requested-With tells the server the call is the app's own.
   */
  getToken?(): string | undefined;
  /** Id of the signed-in user, if any. */
  getUserId(): string | number | undefined;
  /** Interface language: zh-Hans, en or mn. */
  getLocale(): string;
  /** Facts about the device, sent as JSON in X-Request-Device. */
  getDevice(): Record<string, unknown>;
  /** Forgets the signed-in user (called on 401). */
  clear(): void;
}

export interface ClientIdentity {
  /** App version, sent as X-Request-Version. */
  version: string;
  /** Where the app runs (e.g. h5, wechat, wechat-miniapp), sent as X-Request-Platform. */
  platform: string;
  /** Shared secret of this client build, sent as X-Request-Secret. */
  secret?: string;
}

/** JSON that is safe in an HTTP header: non-ASCII characters become \u escapes. */
export function headerSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The shared headers for one request; `token` and `user` only when the session has them. */
export function requestHeaders(
  identity: ClientIdentity,
  session: SessionProvider | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-Version': identity.version,
    'X-Request-Platform': identity.platform,
    'X-Request-Locale': session?.getLocale() ?? 'zh-Hans',
    'X-Request-Device': headerSafeJson(session?.getDevice() ?? {}),
  };
  if (identity.secret) headers['X-Request-Secret'] = identity.secret;
  const token = session?.getToken?.();
  const user = session?.getUserId();
  if (token) headers.token = token;
  if (user !== undefined && user !== '') headers.user = String(user);
  return headers;
}
