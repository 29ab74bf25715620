import type { ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The kit's "Nothing here yet" by default. */
  title?: string;
  description?: string;
  icon?: IconName;
  /** A way forward, e.g. a "Go shopping" button. */
  action?: ReactNode;
  lang?: string;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, description, icon = 'inbox', action, lang }: EmptyStateProps) {
  const { t } = useKitMessages();
  return (
    <div className={styles.root} lang={lang}>
      <span className={styles.icon}>
        <Icon name={icon} size="large" />
      </span>
      <p className={styles.title}>{title ?? t('empty.title')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
