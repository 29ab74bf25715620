import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage, isNotFound } from '../api/failureMessage';
import type { ApiData } from '../api/useApiData';
import { useMessage } from '../i18n/useMessage';

/** What a screen says when the server has no such item, and the way back to its list. */
export interface NotFoundTexts {
  title: string;
  back: string;
  backHref: string;
}

/**
 * A screen's data: a skeleton while loading, an error with Retry for a failure, then the
 * content. Given `notFound`, a missing item says "no such item" with the way to its list.
 */
export function DataView<T>({
  data,
  notFound,
  children,
  lines = 3,
}: {
  data: ApiData<T>;
  notFound?: NotFoundTexts;
  children: (value: T) => ReactNode;
  lines?: number;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  if (data.status === 'failed') {
    if (notFound && isNotFound(data.error)) {
      return (
        <EmptyState
          icon="inbox"
          title={notFound.title}
          action={
            <Button variant="soft" href={notFound.backHref}>
              {notFound.back}
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
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton lines={lines} />
      </div>
    );
  }
  return <>{children(data.data)}</>;
}
