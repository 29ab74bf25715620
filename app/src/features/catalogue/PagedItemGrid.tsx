import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BackToTop,
  Box,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  Spinner,
  Text,
  Tiles,
  useKitMessages,
  usePagedList,
  type LoadPage,
} from '@citylife/ui';
import './messages';

interface PagedItemGridProps<T> {
  /** Names the list for assistive technology. */
  label: string;
  loadPage: LoadPage<T>;
  pageSize: number;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
}

/**
 * Items two per row, page after page behind "Load more"; done when a page brings fewer
 * items than the page size. Remount it (a `key`) to start again.
 */
export function PagedItemGrid<T>({
  label,
  loadPage,
  pageSize,
  getKey,
  renderItem,
  empty,
}: PagedItemGridProps<T>) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { items, status, pages, loadMore, reload } = usePagedList(loadPage, pageSize);

  if (items.length === 0) {
    if (status === 'loading') {
      return (
        <Tiles columns={2} aria-busy="true" aria-label={label}>
          {[0, 1, 2, 3].map((slot) => (
            <Skeleton key={slot} shape="rect" width="100%" height={220} />
          ))}
        </Tiles>
      );
    }
    if (status === 'error') {
      return (
        <ErrorState
          description={t('catalogue.list.failed')}
          onRetry={reload}
          retryLabel={t('common.retry')}
        />
      );
    }
    if (status === 'done') return <>{empty ?? <EmptyState title={t('catalogue.list.empty')} />}</>;
  }

  return (
    <div aria-busy={status === 'loading'}>
      <Tiles as="ul" columns={2} aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </Tiles>
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
              {t('catalogue.list.failed')}
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
      <BackToTop />
    </div>
  );
}
