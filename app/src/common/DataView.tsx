import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage, isNotFound } from '../api/failureMessage';
import type { ApiData } from '../api/useApiData';
import { useMessage } from '../i18n/useMessage';

/**
 * What a screen says when the server has no such item, and the way back to its list:
 * translation keys of the title and of the back button, and the list's address.
 */
export interface NotFoundKeys {
  title: string;
  back: string;
  backHref: string;
}

/**
 * A screen's data: a placeholder while loading (a skeleton unless `placeholder` is given),
 * an error with Retry for a failure (unless `failure` says it otherwise), then the content.
 * Given `notFound`, a missing item (a 404, or any failure when `missing` says the address
 * names no item at all) says "no such item" with the way to its list.
 */
export function DataView<T>({
  data,
  notFound,
  missing = false,
  placeholder,
  failure,
  children,
  lines = 3,
}: {
  data: ApiData<T>;
  notFound?: NotFoundKeys;
  missing?: boolean;
  placeholder?: ReactNode;
  /** What a failure of the screen's own kind says (e.g. a refusal); undefined for the usual. */
  failure?: (error: unknown) => ReactNode | undefined;
  children: (value: T) => ReactNode;
  lines?: number;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  if (data.status === 'failed' && notFound && (missing || isNotFound(data.error))) {
    return (
      <EmptyState
        icon="inbox"
        title={t(notFound.title)}
        action={
          <Button variant="soft" href={notFound.backHref}>
            {t(notFound.back)}
          </Button>
        }
      />
    );
  }
  if (data.status === 'failed') {
    const own = failure?.(data.error);
    if (own !== undefined) return <>{own}</>;
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
      placeholder ?? (
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={lines} />
        </div>
      )
    );
  }
  return <>{children(data.data)}</>;
}
