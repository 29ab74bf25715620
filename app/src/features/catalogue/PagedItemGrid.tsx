import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BackToTop,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  Spinner,
  useKitMessages,
  usePagedList,
  type LoadPage,
} from '@citylife/ui';
import * as styles from './Catalogue.css';
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
        <div className={styles.itemGrid} aria-busy="true" aria-label={label}>
          {[0, 1, 2, 3].map((slot) => (
            <Skeleton key={slot} shape="rect" width="100%" height={220} />
          ))}
        </div>
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
      <ul className={styles.itemGrid} aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div className={styles.listFooter}>
        {status === 'loading' && pages > 0 && <Spinner />}
        {status === 'idle' && (
          <Button variant="soft" onClick={loadMore}>
            {kit.t('list.loadMore')}
          </Button>
        )}
        {status === 'error' && (
          <>
            <p className={styles.muted} role="alert">
              {t('catalogue.list.failed')}
            </p>
            <Button variant="soft" onClick={loadMore}>
              {t('common.retry')}
            </Button>
          </>
        )}
        {status === 'done' && <p className={styles.muted}>{kit.t('list.noMore')}</p>}
      </div>
      <BackToTop />
    </div>
  );
}
