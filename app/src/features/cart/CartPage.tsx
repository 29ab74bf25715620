import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Column,
  Columns,
  EmptyState,
  IconButton,
  Inline,
  Page,
  PriceTag,
  QuantityStepper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  formatPrice,
  textStyle,
} from '@citylife/ui';
import {
  allSelected,
  cart,
  cartPending,
  chooseSelectedForCheckout,
  loadCart,
  removeCartLine,
  selectAllCartLines,
  selectedLines,
  setCartLineSelected,
  setCartQuantity,
  type CartLine,
} from '../../stores/cart';
import { skuList } from './cartLines';
import { CART_PATH, CHECKOUT_PATH } from './paths';
import { CartLoadFailed } from './CartLoadFailed';
import './messages';
import { paths } from '../../lib/paths';
import { Thumbnail } from '../../common/pictures/Thumbnail';
import { plainLink } from '../../common/links.css';

/** Units per line the server takes (contract, tag cart). */
export const MAX_LINE_QTY = 99;

/** Failures are said by the client (a snackbar with the server's message). */
const quietly = (pending: Promise<unknown>) => {
  pending.catch(() => undefined);
};

function CartLineRow({ line }: { line: Snapshot<CartLine> }) {
  const { t } = useTranslation();
  const options = skuList(line.sku);
  return (
    <li data-testid="cart-line">
      <Card padding="small">
        <Columns>
          <Column width="content">
            <Checkbox
              label={<VisuallyHidden>{t('cart.select', { name: line.name })}</VisuallyHidden>}
              checked={line.selected}
              onChange={(checked) => quietly(setCartLineSelected(line.id, checked))}
            />
          </Column>
          <Thumbnail size={72} radius="medium" reserved src={line.pic} alt="" />
          <Column>
            <Stack space="xsmall">
              <Columns space="xsmall">
                <Column>
                  <a
                    className={`${textStyle({ weight: 'medium', tone: 'neutral' })} ${plainLink}`}
                    href={paths.shoppingcart.item(line.itemid)}
                  >
                    {line.name}
                  </a>
                </Column>
                <Column width="content">
                  <IconButton
                    icon="close"
                    size="small"
                    label={t('cart.remove', { name: line.name })}
                    onClick={() => quietly(removeCartLine(line.id))}
                  />
                </Column>
              </Columns>
              {options && (
                <Text size="small" tone="muted">
                  {t('cart.skuSummary', { list: options })}
                </Text>
              )}
              <Inline align="spaceBetween">
                <PriceTag amount={line.price} size="small" />
                <QuantityStepper
                  label={t('cart.quantityOf', { name: line.name })}
                  value={line.qty}
                  max={MAX_LINE_QTY}
                  onChange={(qty) => quietly(setCartQuantity(line.id, qty))}
                />
              </Inline>
            </Stack>
          </Column>
        </Columns>
      </Card>
    </li>
  );
}

/**
 * /shoppingcart/cart (signed in, kept alive): the lines with their quantities, selection,
 * the selected total and the way to checkout. It reads the cart again whenever it shows.
 */
export function CartPage() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const state = useSnapshot(cart);
  const [leaving, setLeaving] = useState(false);
  const showing = location === CART_PATH;

  useEffect(() => {
    if (showing) void loadCart();
  }, [showing]);

  const selected = selectedLines(state);
  const units = selected.reduce((sum, line) => sum + line.qty, 0);

  const checkout = async () => {
    setLeaving(true);
    try {
      await chooseSelectedForCheckout();
      navigate(CHECKOUT_PATH);
    } catch {
      // Said by the client; the cart has been read again.
    } finally {
      setLeaving(false);
    }
  };

  if (state.lines.length === 0) {
    if (cartPending(state)) {
      return (
        <Page width="wide">
          <Stack space="large" aria-busy="true">
            <Skeleton shape="rect" width="100%" height={96} />
            <Skeleton shape="rect" width="100%" height={96} />
          </Stack>
        </Page>
      );
    }
    if (state.status === 'failed') {
      return <CartLoadFailed />;
    }
    return (
      <EmptyState
        icon="cart"
        title={t('cart.empty')}
        description={t('cart.emptyHint')}
        action={<Button href={paths.shoppingcart.index}>{t('cart.goShopping')}</Button>}
      />
    );
  }

  return (
    <Page
      width="wide"
      actions={
        <>
          <Checkbox
            label={t('cart.selectAll')}
            checked={allSelected(state)}
            onChange={(checked) => quietly(selectAllCartLines(checked))}
          />
          <Box flexGrow={1} minWidth={0} display="grid" justifyItems="end">
            <Text as="span" size="large" weight="strong" tone="price" data-testid="cart-total">
              {t('cart.total', { amount: formatPrice(state.selectedAmount) })}
            </Text>
            <Text as="span" size="small" tone="muted">
              {t('cart.selectedCount', { count: units })}
            </Text>
          </Box>
          <Button
            disabled={selected.length === 0}
            loading={leaving}
            onClick={() => void checkout()}
          >
            {t('cart.checkout', { count: units })}
          </Button>
        </>
      }
    >
      <Stack as="ul" aria-label={t('cart.lines')}>
        {state.lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </Stack>
    </Page>
  );
}
