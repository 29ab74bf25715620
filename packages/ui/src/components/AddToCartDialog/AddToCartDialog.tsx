import { useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Button } from '../Button/Button';
import { ToggleChip } from '../Chip/Chip';
import { Dialog } from '../Dialog/Dialog';
import { PriceTag } from '../PriceTag/PriceTag';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './AddToCartDialog.css';
import {
  initialSelection,
  isValueAvailable,
  matchingStock,
  missingAttribute,
  type SkuAttribute,
  type SkuSelection,
  type StockEntry,
} from './sku';

export * from './sku';

export interface AddToCartItem {
  id: string | number;
  name: string;
  pic?: string;
  price: number;
  unit?: string;
}

/** What the dialog emits on confirm: the cart line (item, quantity, SKU) plus the stock found. */
export interface AddToCartLine {
  itemid: string | number;
  qty: number;
  /** Attribute name -> chosen value. */
  sku: Record<string, string>;
  stockId?: string | number;
  price: number;
}

export interface AddToCartDialogProps {
  open: boolean;
  onClose: () => void;
  item: AddToCartItem;
  attributes: readonly SkuAttribute[];
  stocks: readonly StockEntry[];
  /** True while the app loads the SKUs and stocks. */
  loading?: boolean;
  /** True while the app adds the line to the cart. */
  submitting?: boolean;
  onConfirm: (line: AddToCartLine) => void;
  lang?: string;
}

interface ChooserProps extends Omit<AddToCartDialogProps, 'open' | 'onClose' | 'loading' | 'lang'> {
  t: ReturnType<typeof useKitMessages>['t'];
}

function SkuChooser({ item, attributes, stocks, submitting, onConfirm, t }: ChooserProps) {
  const [selection, setSelection] = useState<SkuSelection>(() => initialSelection(attributes));
  const [qty, setQty] = useState(1);
  const [tip, setTip] = useState<string | null>(null);
  const stock = matchingStock(stocks, attributes, selection);
  const available = stock ? stock.qty : undefined;
  const soldOut = available !== undefined && available <= 0;

  const choose = (name: string, value: string, pressed: boolean) => {
    setTip(null);
    setSelection((current) => {
      const next = { ...current };
      if (pressed) next[name] = value;
      else delete next[name];
      return next;
    });
  };

  const confirm = () => {
    const missing = missingAttribute(attributes, selection);
    if (missing) {
      setTip(t('cart.pleaseSelect', { attribute: missing.name }));
      return;
    }
    if (soldOut) return;
    onConfirm({
      itemid: item.id,
      qty: available !== undefined ? Math.min(qty, available) : qty,
      sku: { ...selection },
      stockId: stock?.id,
      price: stock?.price ?? item.price,
    });
  };

  return (
    <>
      <div className={styles.summary}>
        {item.pic && <img className={styles.picture} src={item.pic} alt="" />}
        <div className={styles.summaryText}>
          <p className={styles.itemName}>{item.name}</p>
          <PriceTag amount={stock?.price ?? item.price} unit={item.unit} />
          {available !== undefined && (
            <p className={soldOut ? `${styles.stock} ${styles.outOfStock}` : styles.stock}>
              {soldOut ? t('cart.outOfStock') : t('cart.stock', { qty: available })}
            </p>
          )}
        </div>
      </div>
      {attributes.map((attribute) => (
        <fieldset key={attribute.name} className={styles.attribute}>
          <legend className={styles.attributeName}>{attribute.name}</legend>
          <div className={styles.values}>
            {attribute.values.map((value) => (
              <ToggleChip
                key={value}
                pressed={selection[attribute.name] === value}
                disabled={
                  attribute.values.length > 1 &&
                  !isValueAvailable(stocks, attributes, selection, attribute.name, value)
                }
                onChange={(pressed) => {
                  if (attribute.values.length > 1) choose(attribute.name, value, pressed);
                }}
              >
                {value}
              </ToggleChip>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.quantityRow}>
        <span aria-hidden="true">{t('stepper.label')}</span>
        <QuantityStepper
          value={qty}
          onChange={setQty}
          max={available && available > 0 ? available : undefined}
        />
      </div>
      {tip && (
        <p className={styles.tip} role="alert">
          {tip}
        </p>
      )}
      <div className={styles.confirm}>
        <Button fullWidth loading={submitting} disabled={soldOut} onClick={confirm}>
          {t('cart.addToCart')}
        </Button>
      </div>
    </>
  );
}

/**
 * "please choose": pick every SKU attribute (single-value ones come pre-selected), see
 * the matching stock's price and quantity, choose a quantity, and add to cart.
 */
export function AddToCartDialog({
  open,
  onClose,
  loading = false,
  lang,
  ...rest
}: AddToCartDialogProps) {
  const { t } = useKitMessages();
  return (
    <Dialog open={open} onClose={onClose} title={t('cart.pleaseChoose')} lang={lang}>
      {loading ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : (
        <SkuChooser {...rest} t={t} />
      )}
    </Dialog>
  );
}
