import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Card, Countdown, ErrorState, Icon, Skeleton, formatPrice } from '@citylife/ui';
import { useMessage } from '../../i18n/useMessage';
import { groupDigits } from './format';
import { PaycodeQr } from './PaycodeQr';
import { paycode, refreshPaycode, stopPaycodePolling } from './paycodeStore';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Paycode.css';
import * as memberStyles from './Member.css';
import './messages';

/**
 * /member/paycode: a fresh pay code each time the screen shows, as a QR code and digits,
 * polled every 3 s until the cashier charges it or it expires.
 */
export function PaycodePage({ path }: { path: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { active } = useScreenVisit(path);
  const view = useSnapshot(paycode);

  useEffect(() => {
    if (!active) return;
    void refreshPaycode();
    return stopPaycodePolling;
  }, [active]);

  const refresh = () => void refreshPaycode();

  return (
    <div className={memberStyles.page}>
      <Card>
        <div className={styles.panel} aria-live="polite">
          {(view.phase === 'idle' || view.phase === 'issuing') && (
            <div aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton shape="rect" width={240} height={240} />
            </div>
          )}
          {view.phase === 'valid' && view.code && (
            <>
              <p className={memberStyles.muted}>{t('member.paycode.hint')}</p>
              <PaycodeQr code={view.code} label={t('member.paycode.qr')} />
              <p className={styles.digits} data-testid="paycode-digits">
                {groupDigits(view.code)}
              </p>
              {view.expiresAt && (
                <Countdown to={view.expiresAt} label={t('member.paycode.validFor')} />
              )}
              <Button variant="ghost" onClick={refresh} icon={<Icon name="refresh" />}>
                {t('member.paycode.refresh')}
              </Button>
            </>
          )}
          {view.phase === 'used' && (
            <>
              <Icon name="check" size="large" tone="positive" />
              <p className={styles.result} role="status">
                {t('member.paycode.paid')}
              </p>
              {view.amount !== undefined && (
                <p className={memberStyles.muted}>
                  {t('member.paycode.amount', { amount: formatPrice(view.amount) })}
                </p>
              )}
              <Button onClick={refresh}>{t('member.paycode.newCode')}</Button>
            </>
          )}
          {view.phase === 'expired' && (
            <>
              <Icon name="clock" size="large" tone="caution" />
              <p className={styles.result} role="status">
                {t('member.paycode.expired')}
              </p>
              <Button onClick={refresh} icon={<Icon name="refresh" />}>
                {t('member.paycode.refresh')}
              </Button>
            </>
          )}
          {view.phase === 'failed' && (
            <ErrorState
              description={message(view.error ?? 'system.something_wrong')}
              onRetry={refresh}
              retryLabel={t('common.retry')}
            />
          )}
        </div>
      </Card>
    </div>
  );
}
