import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { StatePanel } from '../../internal/StatePanel';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';

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
    <StatePanel
      tone="critical"
      role="alert"
      icon={icon}
      title={title ?? t('system.somethingWrong')}
      description={description}
      action={
        onRetry && (
          <Button variant="soft" icon={<Icon name="refresh" />} onClick={onRetry}>
            {retryLabel ?? t('common.retry')}
          </Button>
        )
      }
      lang={lang}
    />
  );
}
