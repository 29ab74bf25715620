// SKU selection rules of the add-to-cart dialog: single-value attributes start selected,
// every attribute must be chosen, and the full choice picks the matching stock entry.

/** One variant dimension of an item, e.g. `{ name: 'size', values: ['S', 'M'] }`. */
export interface SkuAttribute {
  name: string;
  values: readonly string[];
}

/** A stock entry: id, quantity, price, plus one field per SKU attribute name. */
export type StockEntry = { id: string | number; qty: number; price: number } & Record<
  string,
  string | number
>;

/** Chosen value per attribute name. */
export type SkuSelection = Readonly<Record<string, string>>;

/** Attributes with exactly one value start selected. */
export function initialSelection(attributes: readonly SkuAttribute[]): SkuSelection {
  const selection: Record<string, string> = {};
  for (const attribute of attributes) {
    const [only, ...rest] = attribute.values;
    if (only !== undefined && rest.length === 0) selection[attribute.name] = only;
  }
  return selection;
}

/** The first attribute that still needs a choice, if any. */
export function missingAttribute(
  attributes: readonly SkuAttribute[],
  selection: SkuSelection,
): SkuAttribute | undefined {
  return attributes.find((attribute) => selection[attribute.name] === undefined);
}

function matches(
  stock: StockEntry,
  attributes: readonly SkuAttribute[],
  selection: SkuSelection,
): boolean {
  return attributes.every((attribute) => {
    const chosen = selection[attribute.name];
    return chosen === undefined || String(stock[attribute.name]) === chosen;
  });
}

/** The stock entry for a complete selection; undefined while any attribute is open. */
export function matchingStock(
  stocks: readonly StockEntry[],
  attributes: readonly SkuAttribute[],
  selection: SkuSelection,
): StockEntry | undefined {
  if (missingAttribute(attributes, selection)) return undefined;
  return stocks.find((stock) => matches(stock, attributes, selection));
}

/**
 * Whether choosing `value` for `attribute` can still lead to a stock entry with
 * quantity, given the other choices. Without stock data every value is available.
 */
export function isValueAvailable(
  stocks: readonly StockEntry[],
  attributes: readonly SkuAttribute[],
  selection: SkuSelection,
  attribute: string,
  value: string,
): boolean {
  if (stocks.length === 0) return true;
  const candidate = { ...selection, [attribute]: value };
  return stocks.some((stock) => stock.qty > 0 && matches(stock, attributes, candidate));
}
