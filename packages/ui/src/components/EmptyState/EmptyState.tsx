import type { ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { StatePanel } from '../../internal/StatePanel';
import type { IconName } from '../Icon/Icon';

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
    <StatePanel
      tone="neutral"
      icon={icon}
      title={title ?? t('empty.title')}
      description={description}
      action={action}
      lang={lang}
    />
  );
}
