import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import type { ApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { eventPaths } from './paths';

/**
 * An event screen's data: a skeleton while loading, "no such event" (with the way to the list)
 * for a missing one, an error with Retry for other failures, then the content.
 */
export function EventDataView<T>({
  data,
  children,
  lines = 6,
}: {
  data: ApiData<T>;
  children: (value: T) => ReactNode;
  lines?: number;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  if (data.status === 'failed') {
    if (isNotFound(data.error)) {
      return (
        <EmptyState
          icon="inbox"
          title={t('event.notFound')}
          action={
            <Button variant="soft" href={eventPaths.index}>
              {t('event.backToIndex')}
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        description={message(failureMessage(data.error))}
        onRetry={data.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  if (data.status === 'loading' || data.data === undefined) {
    return (
      <div aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton lines={lines} />
      </div>
    );
  }
  return <>{children(data.data)}</>;
}
