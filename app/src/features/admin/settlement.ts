import type { CashierPaymentType, PaymentLineInput } from './api';

/** The cashier payment types in the order the form offers them. */
export const paymentTypes: readonly CashierPaymentType[] = ['cash', 'discount', 'floor', 'VOUCHER'];

/** Yuan to whole fen, so sums of lines are exact. */
export const toFen = (yuan: number) => Math.round(yuan * 100);

/** Fen back to yuan. */
export const toYuan = (fen: number) => fen / 100;

/**
 * An amount typed by the cashier, in fen: digits with at most two decimals, above zero and
 * at most `maxYuan`; undefined when the text is not such an amount.
 */
export function parseAmount(text: string, maxYuan: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const fen = toFen(Number(trimmed));
  return fen > 0 && fen <= toFen(maxYuan) ? fen : undefined;
}

/** What is left to settle of `totalYuan` after the lines: negative when they exceed it. */
export function remainderFen(totalYuan: number, lines: readonly PaymentLineInput[]): number {
  return lines.reduce((left, line) => left - toFen(line.amount), toFen(totalYuan));
}
