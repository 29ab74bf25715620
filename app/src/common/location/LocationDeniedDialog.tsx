import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Text } from '@citylife/ui';
import './messages';

/**
 * Asked when the browser refused location access: says why the screen needs it and asks
 * "Open App Settings?". A web page cannot open the browser's settings itself, so the answer
 * Yes tells where the switch is; Try again asks the browser once more.
 */
export function LocationDeniedDialog({
  open,
  onClose,
  onRetry,
}: {
  open: boolean;
  onClose: () => void;
  /** Asks for the position again (the browser may prompt anew). */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const [showHow, setShowHow] = useState(false);
  const close = () => {
    setShowHow(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={t('location.denied.title')}
      description={t('location.denied.description')}
      actions={
        showHow ? (
          <>
            <Button variant="soft" onClick={close}>
              {t('location.denied.close')}
            </Button>
            {onRetry && (
              <Button
                onClick={() => {
                  close();
                  onRetry();
                }}
              >
                {t('location.denied.retry')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button variant="soft" onClick={close}>
              {t('location.denied.no')}
            </Button>
            <Button onClick={() => setShowHow(true)}>{t('location.denied.yes')}</Button>
          </>
        )
      }
    >
      <Text weight="strong">{showHow ? t('location.denied.how') : t('location.denied.ask')}</Text>
    </Dialog>
  );
}
