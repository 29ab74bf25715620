/** Page of a list call: `pageno` from 1 and `pagesize` (10 for logs and searches, 12 for catalogue lists by default). */
export function pageOf(
  input: { pageno?: number | undefined; pagesize?: number | undefined } | undefined,
  defaultSize: 10 | 12,
) {
  const pageno = Math.max(1, Math.floor(input?.pageno ?? 1));
  const pagesize = Math.min(100, Math.max(1, Math.floor(input?.pagesize ?? defaultSize)));
  return { pageno, pagesize, limit: pagesize, offset: (pageno - 1) * pagesize };
}
