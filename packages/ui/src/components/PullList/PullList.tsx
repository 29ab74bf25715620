import { useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './PullList.css';

/** Loads page `pageNo` (from 1) of `pageSize` items; the app does the fetching. */
export type LoadPage<T> = (pageNo: number, pageSize: number) => Promise<readonly T[]>;

export type PagedListStatus = 'loading' | 'idle' | 'error' | 'done';

export interface PagedList<T> {
  items: readonly T[];
  status: PagedListStatus;
  /** Pages loaded so far. */
  pages: number;
  /** Loads the next page unless loading or done. */
  loadMore: () => void;
  /** Starts again from page 1. */
  reload: () => void;
}

/**
 * Page-by-page loading: page 1 on mount, the next on `loadMore`, and done as soon as a
 * page returns fewer items than the page size.
 */
export function usePagedList<T>(loadPage: LoadPage<T>, pageSize: number): PagedList<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [pages, setPages] = useState(0);
  const [status, setStatus] = useState<PagedListStatus>('loading');
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  // Requests started before a reload must not write into the new list.
  const generation = useRef(0);

  const fetchPage = useCallback(
    (pageNo: number) => {
      const current = generation.current;
      setStatus('loading');
      loadRef.current(pageNo, pageSize).then(
        (page) => {
          if (current !== generation.current) return;
          setItems((previous) => (pageNo === 1 ? page : [...previous, ...page]));
          setPages(pageNo);
          setStatus(page.length < pageSize ? 'done' : 'idle');
        },
        () => {
          if (current === generation.current) setStatus('error');
        },
      );
    },
    [pageSize],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    setItems([]);
    setPages(0);
    fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    reload();
  }, [reload]);

  const loadMore = useCallback(() => {
    if (status === 'idle' || status === 'error') fetchPage(pages + 1);
  }, [fetchPage, pages, status]);

  return { items, status, pages, loadMore, reload };
}

export interface PullListProps<T> {
  /** Names the list for assistive technology. */
  label: string;
  loadPage: LoadPage<T>;
  /** Items per page: 10 for logs, favourites and search, 12 for catalogue lists. */
  pageSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => Key;
  /** Shown when the first page is empty; an `EmptyState` by default. */
  empty?: ReactNode;
  lang?: string;
}

/** A list that loads page after page behind a "Load more" button. */
export function PullList<T>({
  label,
  loadPage,
  pageSize,
  renderItem,
  getKey,
  empty,
  lang,
}: PullListProps<T>) {
  const { t } = useKitMessages();
  const { items, status, pages, loadMore, reload } = usePagedList(loadPage, pageSize);

  if (items.length === 0) {
    if (status === 'loading') return <Spinner />;
    if (status === 'error') return <ErrorState onRetry={reload} lang={lang} />;
    if (status === 'done') return <>{empty ?? <EmptyState lang={lang} />}</>;
  }

  return (
    <div lang={lang} aria-busy={status === 'loading'}>
      <ul className={styles.list} aria-label={label}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <div className={styles.footer}>
        {status === 'loading' && pages > 0 && <Spinner />}
        {status === 'idle' && (
          <Button variant="soft" onClick={loadMore}>
            {t('list.loadMore')}
          </Button>
        )}
        {status === 'error' && (
          <>
            <p className={styles.inlineError} role="alert">
              {t('system.somethingWrong')}
            </p>
            <Button variant="soft" onClick={loadMore}>
              {t('common.retry')}
            </Button>
          </>
        )}
        {status === 'done' && <p className={styles.end}>{t('list.noMore')}</p>}
      </div>
    </div>
  );
}
