/** Long numbers (pay codes, card numbers) in groups of four, as printed on cards. */
export function groupDigits(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A signed amount: `+` for money or points coming in. */
export function signed(amount: number, format: (value: number) => string = String): string {
  return amount > 0 ? `+${format(amount)}` : format(amount);
}
