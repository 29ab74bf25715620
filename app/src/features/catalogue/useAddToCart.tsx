import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  AddToCartDialog,
  useSnackbar,
  type AddToCartItem,
  type AddToCartLine,
  type SkuAttribute,
  type StockEntry,
} from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { addToCart } from '../../stores/cart';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { fetchSkuAttributes, fetchStocks, type SkuAttributes, type Stock } from './api';
import './messages';

interface Choice {
  /** Which opening of the dialog this is. */
  opening: number;
  item: AddToCartItem & { id: number };
  status: 'loading' | 'ready';
  attributes: SkuAttribute[];
  stocks: StockEntry[];
}

function toStockEntries(stocks: readonly Stock[]): StockEntry[] {
  return stocks.map((stock) => ({ ...stock }) as StockEntry);
}

function toAttributes(answer: SkuAttributes): SkuAttribute[] {
  return answer.skus.map((sku) => ({ name: sku.name, values: sku.values }));
}

/**
 * The add-to-cart flow: signed out, it asks to log in; signed in, the "please choose"
 * dialog loads the item's SKUs and stocks, adds the chosen line and says 'added to cart'.
 */
export function useAddToCart(): {
  start: (item: Choice['item']) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { locale } = useSnapshot(preferences);
  const [choice, setChoice] = useState<Choice | undefined>();
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const opening = useRef(0);

  const start = (item: Choice['item']) => {
    if (!session.loggedIn) {
      openLogin();
      return;
    }
    const ticket = ++opening.current;
    setChoice({ opening: ticket, item, status: 'loading', attributes: [], stocks: [] });
    setOpen(true);
    Promise.all([fetchSkuAttributes(item.id), fetchStocks(item.id)]).then(
      ([skus, stocks]) => {
        if (ticket !== opening.current) return;
        setChoice({
          opening: ticket,
          item: { ...item, name: skus.item.name, pic: skus.item.mainpic, price: skus.item.price },
          status: 'ready',
          attributes: toAttributes(skus),
          stocks: toStockEntries(stocks),
        });
      },
      () => {
        // The client has said what went wrong; nothing to choose from.
        if (ticket === opening.current) setOpen(false);
      },
    );
  };

  const confirm = async (line: AddToCartLine) => {
    if (!choice) return;
    setSubmitting(true);
    try {
      await addToCart(choice.item.id, line.qty, line.sku);
      setOpen(false);
      snackbar.show(t('catalogue.added'), { tone: 'positive' });
    } catch {
      // The server's message is shown by the client; the dialog stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  const dialog = choice ? (
    <AddToCartDialog
      // A fresh chooser for every opening: single-value attributes start selected again.
      key={`${choice.opening}-${choice.status}`}
      open={open}
      onClose={() => {
        opening.current += 1;
        setOpen(false);
      }}
      item={choice.item}
      attributes={choice.attributes}
      stocks={choice.stocks}
      loading={choice.status === 'loading'}
      submitting={submitting}
      onConfirm={(line) => void confirm(line)}
      lang={locale}
    />
  ) : null;

  return { start, dialog };
}
