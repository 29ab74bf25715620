import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Page, Text } from '@citylife/ui';
import { layout, setLoading } from '../../../stores/layout';
import './messages';

/** How long the test keeps the loading bar up. */
const LOADING_MS = 3000;

/**
 * /lab/loading: holds the app's global loading bar (the one calls in flight show) for 3 s,
 * as one more call in flight would.
 */
export function LoadingPage() {
  const { t } = useTranslation();
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const release = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setLoading(layout.loading - 1);
    setHolding(false);
  };

  // Leaving the page lets go of the bar.
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        setLoading(layout.loading - 1);
      }
    },
    [],
  );

  const hold = () => {
    setLoading(layout.loading + 1);
    setHolding(true);
    timer.current = setTimeout(release, LOADING_MS);
  };

  return (
    <Page>
      <Text>{t('labDevice.loading.about', { seconds: LOADING_MS / 1000 })}</Text>
      {holding ? (
        <Button variant="soft" onClick={release}>
          {t('labDevice.loading.stop')}
        </Button>
      ) : (
        <Button onClick={hold}>{t('labDevice.loading.start')}</Button>
      )}
    </Page>
  );
}
