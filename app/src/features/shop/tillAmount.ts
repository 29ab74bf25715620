/** Bounds of an amount paid at the till (contract: /shop/diyCheckout). */
export const TILL_MIN = 0.01;
export const TILL_MAX = 50000;

/** The typed amount in yuan, or undefined unless it has at most two decimals and is in bounds. */
export function parseTillAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const amount = Number(trimmed);
  return amount >= TILL_MIN && amount <= TILL_MAX ? amount : undefined;
}
