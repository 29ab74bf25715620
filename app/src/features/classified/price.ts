/** The price field's text as a number for the server, or `undefined` for negotiable. */
export function parsePrice(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}
