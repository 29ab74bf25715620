import type { ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './AppBar.css';

export { appBarTones } from './AppBar.css';

export type AppBarTone = (typeof styles.appBarTones)[number];

export interface AppBarProps {
  title: string;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  /** Buttons at the end, e.g. share or cart. */
  actions?: ReactNode;
  tone?: AppBarTone;
  /** Sticks to the top while the page scrolls (default). */
  sticky?: boolean;
  lang?: string;
}

/** The page header: optional back button, the page title as heading, actions. */
export function AppBar({
  title,
  onBack,
  actions,
  tone = 'surface',
  sticky = true,
  lang,
}: AppBarProps) {
  const { t } = useKitMessages();
  return (
    <header className={cx(styles.bar, styles.tone[tone], sticky && styles.sticky)} lang={lang}>
      {onBack && <IconButton icon="back" label={t('common.back')} onClick={onBack} />}
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
