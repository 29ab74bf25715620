/** Page of a list call: `pageno` from 1 and `pagesize` (defaults of section 9: 10 or 12). */
export function pageOf(
  input: { pageno?: number | undefined; pagesize?: number | undefined } | undefined,
  defaultSize: 10 | 12,
) {
  const pageno = Math.max(1, Math.floor(input?.pageno ?? 1));
  const pagesize = Math.min(100, Math.max(1, Math.floor(input?.pagesize ?? defaultSize)));
  return { pageno, pagesize, limit: pagesize, offset: (pageno - 1) * pagesize };
}
