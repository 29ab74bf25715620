import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import type { ApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';

/** A screen part's data: a skeleton while loading, an error with Retry, then the content. */
export function DataView<T>({
  data,
  children,
  lines = 3,
}: {
  data: ApiData<T>;
  children: (value: T) => ReactNode;
  lines?: number;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  if (data.status === 'failed') {
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
