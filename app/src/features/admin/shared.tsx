import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@citylife/api-client';
import { ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import type { ApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';

/** Whether the server refused a call because the caller is not an admin. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A section's data: a skeleton while loading, an error with Retry, then the content. A
 * refusal (403) is handed to `onRefused`: the whole page then says it is for admins.
 */
export function Loaded<T>({
  data,
  onRefused,
  children,
}: {
  data: ApiData<T>;
  onRefused: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const refused = data.status === 'failed' && isRefused(data.error);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
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
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton lines={3} />
      </div>
    );
  }
  return <>{children(data.data)}</>;
}
