import { useTranslation } from 'react-i18next';
import { Button, Page, Text, useSnackbar } from '@citylife/ui';
import './messages';

/** How long the demonstration snackbar stays. */
export const SNACKBAR_DEMO_MS = 300;

/** /lab/snackbar: the kit's snackbar with a 300 ms timeout. */
export function SnackbarPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  return (
    <Page>
      <Text>{t('labDevice.snackbar.about', { ms: SNACKBAR_DEMO_MS })}</Text>
      <Button
        onClick={() =>
          snackbar.show(t('labDevice.snackbar.message'), {
            tone: 'positive',
            duration: SNACKBAR_DEMO_MS,
          })
        }
      >
        {t('labDevice.snackbar.show')}
      </Button>
    </Page>
  );
}
