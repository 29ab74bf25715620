import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** The kit's "Oops..something got wrong, please try again" by default. */
  title?: string;
  /** Details, e.g. the server's message. */
  description?: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  icon?: IconName;
  lang?: string;
}

/** What a page part shows when loading it failed, with a way to try again. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  icon = 'alert',
  lang,
}: ErrorStateProps) {
  const { t } = useKitMessages();
  return (
    <div className={styles.root} role="alert" lang={lang}>
      <span className={styles.icon}>
        <Icon name={icon} size="large" />
      </span>
      <p className={styles.title}>{title ?? t('system.somethingWrong')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {onRetry && (
        <div className={styles.action}>
          <Button variant="soft" icon={<Icon name="refresh" />} onClick={onRetry}>
            {retryLabel ?? t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
