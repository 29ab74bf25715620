import { useTranslation } from 'react-i18next';
import type { components } from '@citylife/api-client';
import { Button, Stack, Text, formatPrice } from '@citylife/ui';
import { paths, withQuery } from '../../lib/paths';
import { shortfall } from './payTypes';
import './messages';

type Payment = components['schemas']['Payment'];

/**
 * The balance does not cover the order: a top-up from the cashier, which comes back here
 * (the top-up screen takes this order as `for`).
 */
export function TopupOffer({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <Stack space="small" data-testid="cashier-topup">
      <Text size="small" tone="muted">
        {t('cashier.topupHint', {
          amount: formatPrice(shortfall(payment.balance, payment.payamount)),
        })}
      </Text>
      <Button
        variant="soft"
        fullWidth
        href={withQuery(paths.member.topup, { for: payment.order_sn })}
      >
        {t('cashier.topup')}
      </Button>
    </Stack>
  );
}
