import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection, Text, Tiles, formatPrice } from '@citylife/ui';
import type { CheckoutTotals } from './api';
import './messages';

/** The order's amounts as the server prices them, or a note while it has not yet. */
export function CheckoutSummary({
  totals,
  pricing,
}: {
  totals: CheckoutTotals | undefined;
  pricing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PageSection title={t('cart.checkoutPage.summary')} surface>
      {totals ? (
        <Tiles as="dl" columns={2} space="small" aria-busy={pricing}>
          {(
            [
              ['goods', totals.totalamount],
              ['deliveryFee', totals.deliveryFee],
              ['discount', -totals.discount],
            ] as const
          ).map(([name, amount]) => (
            <Fragment key={name}>
              <Text as="dt" tone="muted">
                {t(`cart.checkoutPage.${name}`)}
              </Text>
              <Text as="dd" align="end">
                {formatPrice(amount)}
              </Text>
            </Fragment>
          ))}
          <Text as="dt" tone="muted">
            {t('cart.checkoutPage.payable')}
          </Text>
          <Text
            as="dd"
            align="end"
            size="large"
            weight="strong"
            tone="price"
            data-testid="checkout-payable"
          >
            {formatPrice(totals.payamount)}
          </Text>
        </Tiles>
      ) : (
        <Text size="small" tone="muted" aria-busy={pricing}>
          {t('cart.checkoutPage.checking')}
        </Text>
      )}
    </PageSection>
  );
}
