import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton, Tiles, type LoadPage } from '@citylife/ui';
import { LoadMoreList } from '../../common/LoadMoreList';
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
  return (
    <LoadMoreList
      loadPage={loadPage}
      pageSize={pageSize}
      failed={t('catalogue.list.failed')}
      empty={empty ?? <EmptyState title={t('catalogue.list.empty')} />}
      placeholder={
        <Tiles columns={2} aria-busy="true" aria-label={label}>
          {[0, 1, 2, 3].map((slot) => (
            <Skeleton key={slot} shape="rect" width="100%" height={220} />
          ))}
        </Tiles>
      }
      backToTop
    >
      {(items) => (
        <Tiles as="ul" columns={2} aria-label={label}>
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </Tiles>
      )}
    </LoadMoreList>
  );
}
