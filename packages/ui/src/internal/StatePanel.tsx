import type { ReactNode } from 'react';
import { Icon, type IconName } from '../components/Icon/Icon';
import { cx } from './cx';
import * as styles from './statePanel.css';

/**
 * The centred panel shown instead of content: a large icon in a disc, a title, an optional
 * description and an optional way forward. `critical` colours the disc for a failure.
 */
export function StatePanel({
  tone,
  icon,
  title,
  description,
  action,
  role,
  lang,
}: {
  tone: 'neutral' | 'critical';
  icon: IconName;
  title: string;
  description?: string;
  action?: ReactNode;
  role?: 'alert';
  lang?: string;
}) {
  return (
    <div className={cx(styles.root, styles.rootTone[tone])} role={role} lang={lang}>
      <span className={cx(styles.icon, styles.iconTone[tone])}>
        <Icon name={icon} size="large" />
      </span>
      <p className={styles.title}>{title}</p>
      {description && (
        <p className={cx(styles.description, styles.descriptionTone[tone])}>{description}</p>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
