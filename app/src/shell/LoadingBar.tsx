import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ProgressBar } from '@citylife/ui';
import { layout } from '../stores/layout';
import * as styles from './Shell.css';

/** Shown only when calls take longer than this, so quick ones do not flicker. */
const SHOW_AFTER_MS = 250;

/** The global loading indicator, driven by the client's `loading` event. */
export function LoadingBar() {
  const { t } = useTranslation();
  const { loading } = useSnapshot(layout);
  const busy = loading > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div className={styles.loadingBar} data-testid="loading-bar">
      <ProgressBar label={t('shell.loading')} />
    </div>
  );
}
