/** The chosen SKU values of a line, e.g. `1个装 · 一级`; empty without attributes. */
export function skuList(sku: Readonly<Record<string, string>>): string {
  return Object.values(sku).join(' · ');
}
