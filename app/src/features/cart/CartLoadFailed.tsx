import { useTranslation } from 'react-i18next';
import { ErrorState } from '@citylife/ui';
import { loadCart } from '../../stores/cart';
import './messages';

/** The cart could not be loaded: says so, with a retry that loads it again. */
export function CartLoadFailed() {
  const { t } = useTranslation();
  return (
    <ErrorState
      description={t('cart.failed')}
      onRetry={() => void loadCart()}
      retryLabel={t('common.retry')}
    />
  );
}
