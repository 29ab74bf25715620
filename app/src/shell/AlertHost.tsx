import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Dialog, Text } from '@citylife/ui';
import { useMessage } from '../i18n/useMessage';
import { alerts, dismissAlert } from '../stores/alerts';
import { preferences } from '../stores/preferences';

/** Shows queued alerts one at a time: network errors, 403s, failed password logins. */
export function AlertHost() {
  const { t } = useTranslation();
  const message = useMessage();
  const { queue } = useSnapshot(alerts);
  const { locale } = useSnapshot(preferences);
  const alert = queue[0];
  const dismiss = () => {
    if (alert) dismissAlert(alert.id);
  };
  return (
    <Dialog
      open={alert !== undefined}
      onClose={dismiss}
      role="alertdialog"
      title={t('shell.alert.title')}
      description={alert ? message(alert.message) : undefined}
      lang={locale}
      actions={<Button onClick={dismiss}>{t('shell.alert.ok')}</Button>}
    >
      {alert?.detail && (
        <Text size="small" tone="muted" breakWord>
          {alert.detail}
        </Text>
      )}
    </Dialog>
  );
}
