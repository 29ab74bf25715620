import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BackToTop,
  Box,
  Button,
  ErrorState,
  Spinner,
  Text,
  useKitMessages,
  usePagedList,
  type LoadPage,
} from '@citylife/ui';

interface LoadMoreListProps<T> {
  loadPage: LoadPage<T>;
  pageSize: number;
  /** What shows while the first page loads. */
  placeholder: ReactNode;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  /** Said when a page fails to load. */
  failed: string;
  /** The items loaded so far. */
  children: (items: readonly T[]) => ReactNode;
  /** Whether a back-to-top button follows a long list. */
  backToTop?: boolean;
}

/**
 * A list page after page behind "Load more"; done when a page brings fewer items than the
 * page size. Remount it (a `key`) to start again.
 */
export function LoadMoreList<T>({
  loadPage,
  pageSize,
  placeholder,
  empty,
  failed,
  children,
  backToTop = false,
}: LoadMoreListProps<T>) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { items, status, pages, loadMore, reload } = usePagedList(loadPage, pageSize);

  if (items.length === 0) {
    if (status === 'loading') return <>{placeholder}</>;
    if (status === 'error') {
      return <ErrorState description={failed} onRetry={reload} retryLabel={t('common.retry')} />;
    }
    if (status === 'done') return <>{empty}</>;
  }

  return (
    <div aria-busy={status === 'loading'}>
      {children(items)}
      <Box display="grid" justifyItems="center" gap="small" paddingY="medium">
        {status === 'loading' && pages > 0 && <Spinner />}
        {status === 'idle' && (
          <Button variant="soft" onClick={loadMore}>
            {kit.t('list.loadMore')}
          </Button>
        )}
        {status === 'error' && (
          <>
            <Text size="small" tone="muted" role="alert">
              {failed}
            </Text>
            <Button variant="soft" onClick={loadMore}>
              {t('common.retry')}
            </Button>
          </>
        )}
        {status === 'done' && (
          <Text size="small" tone="muted">
            {kit.t('list.noMore')}
          </Text>
        )}
      </Box>
      {backToTop && <BackToTop />}
    </div>
  );
}
