import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './PriceTag.css';

export { priceSizes } from './PriceTag.css';

export type PriceSize = (typeof styles.priceSizes)[number];

/** The currency symbol of every price in the product (yuan). */
export const YUAN = '¥';

/** `12.5` -> `¥12.50`, `-3` -> `-¥3.00`. */
export function formatPrice(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${YUAN}${Math.abs(amount).toFixed(2)}`;
}

export interface PriceTagProps {
  amount: number;
  /** Sales unit, e.g. `500g` or `斤`; shown as `/ unit`. */
  unit?: string;
  /** The price before a discount, struck through. */
  original?: number;
  size?: PriceSize;
}

/** A price in yuan in the theme's price colour, with an optional unit and original price. */
export function PriceTag({ amount, unit, original, size = 'standard' }: PriceTagProps) {
  const { t } = useKitMessages();
  const [whole, fraction] = Math.abs(amount).toFixed(2).split('.');
  return (
    <span className={styles.root}>
      <span className={`${styles.price} ${styles.size[size]}`}>
        {amount < 0 && '-'}
        <span className={styles.symbol}>{YUAN}</span>
        {whole}
        <span className={styles.fraction}>.{fraction}</span>
      </span>
      {unit && <span className={styles.unit}>/ {unit}</span>}
      {original !== undefined && original !== amount && (
        <>
          <s className={styles.original} aria-hidden="true">
            {formatPrice(original)}
          </s>
          <span className={visuallyHidden}>
            {t('price.original', { price: formatPrice(original) })}
          </span>
        </>
      )}
    </span>
  );
}
