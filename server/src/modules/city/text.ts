/** Small helpers shared by the city-life modules. */

/** Mainland-China mobile number: 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The calendar date (YYYY-MM-DD) of `time` in China (UTC+8, no daylight saving). */
export function chinaDate(time: Date): string {
  return new Date(time.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Yuan from fen. */
export const yuan = (cents: number) => Math.round(cents) / 100;
/** Fen from yuan (two decimals). */
export const cents = (amount: number) => Math.round(amount * 100);

/** The client address of a request (the socket's peer; no proxy headers are trusted). */
export function clientAddress(request: { ip?: string; socket?: { remoteAddress?: string } }) {
  return request.ip ?? request.socket?.remoteAddress ?? '';
}
