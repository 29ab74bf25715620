import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Box,
  Button,
  Card,
  Countdown,
  ErrorState,
  Icon,
  Page,
  Skeleton,
  Text,
  formatPrice,
} from '@citylife/ui';
import { useMessage } from '../../i18n/useMessage';
import { groupDigits } from './format';
import { QrCode } from '../../common/QrCode';
import { paycode, refreshPaycode, stopPaycodePolling } from './paycodeStore';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

/** How a pay code ended (paid, expired): an icon, the outcome announced, then `children`. */
function PaycodeOutcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: 'check' | 'clock';
  tone: 'positive' | 'caution';
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Icon name={icon} size="large" tone={tone} />
      <Text size="large" weight="strong" role="status">
        {title}
      </Text>
      {children}
    </>
  );
}

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
    <Page>
      <Card>
        <Box
          display="grid"
          justifyItems="center"
          gap="medium"
          textAlign="center"
          aria-live="polite"
        >
          {(view.phase === 'idle' || view.phase === 'issuing') && (
            <div role="status" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton shape="rect" width={240} height={240} />
            </div>
          )}
          {view.phase === 'valid' && view.code && (
            <>
              <Text size="small" tone="muted">
                {t('member.paycode.hint')}
              </Text>
              <QrCode code={view.code} label={t('member.paycode.qr')} />
              <Text
                size="large"
                tabularNumbers
                className={styles.digits}
                data-testid="paycode-digits"
              >
                {groupDigits(view.code)}
              </Text>
              {view.expiresAt && (
                <Countdown to={view.expiresAt} label={t('member.paycode.validFor')} />
              )}
              <Button variant="ghost" onClick={refresh} icon={<Icon name="refresh" />}>
                {t('member.paycode.refresh')}
              </Button>
            </>
          )}
          {view.phase === 'used' && (
            <PaycodeOutcome icon="check" tone="positive" title={t('member.paycode.paid')}>
              {view.amount !== undefined && (
                <Text size="small" tone="muted">
                  {t('member.paycode.amount', { amount: formatPrice(view.amount) })}
                </Text>
              )}
              <Button onClick={refresh}>{t('member.paycode.newCode')}</Button>
            </PaycodeOutcome>
          )}
          {view.phase === 'expired' && (
            <PaycodeOutcome icon="clock" tone="caution" title={t('member.paycode.expired')}>
              <Button onClick={refresh} icon={<Icon name="refresh" />}>
                {t('member.paycode.refresh')}
              </Button>
            </PaycodeOutcome>
          )}
          {view.phase === 'failed' && (
            <ErrorState
              description={message(view.error ?? 'system.something_wrong')}
              onRetry={refresh}
              retryLabel={t('common.retry')}
            />
          )}
        </Box>
      </Card>
    </Page>
  );
}
