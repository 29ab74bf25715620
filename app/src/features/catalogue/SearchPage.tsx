import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button, EmptyState, TextField } from '@citylife/ui';
import { SEARCH_PAGE_SIZE, searchItems, type ItemMeta } from './api';
import { CartButton } from './CartButton';
import { KEYWORD_MAX, hotKeywords, normaliseKeyword } from './hotKeywords';
import { ItemTile } from './ItemTile';
import { PagedItemGrid } from './PagedItemGrid';
import { searchPath } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import * as styles from './Catalogue.css';
import './messages';

/**
 * /shoppingcart/search?q=: a keyword box, the number of results, results 10 a page
 * behind "Load more", and the ten hot keywords.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const keyword = normaliseKeyword(new URLSearchParams(useSearch()).get('q') ?? '');
  const addToCart = useAddToCart();
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  const [total, setTotal] = useState<{ keyword: string; count: number }>();
  // The box follows the URL (back and forward, a hot keyword).
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }

  const search = (next: string) => {
    navigate(searchPath(next), { replace: Boolean(keyword) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseKeyword(text);
    if (next) search(next);
  };

  const loadPage = async (pageno: number, pagesize: number): Promise<readonly ItemMeta[]> => {
    const page = await searchItems(keyword, pageno, pagesize);
    setTotal({ keyword, count: page.total });
    return page.objects;
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <form role="search" className={styles.searchForm} onSubmit={submit}>
          <div className={styles.grow}>
            <TextField
              label={t('catalogue.search.keyword')}
              hideLabel
              type="search"
              icon="search"
              value={text}
              onChange={setText}
              maxLength={KEYWORD_MAX}
              placeholder={t('catalogue.search.placeholder')}
            />
          </div>
          <Button type="submit">{t('catalogue.search.submit')}</Button>
        </form>
        <CartButton />
      </div>

      <section className={styles.section} aria-labelledby="hot-keywords">
        <h2 id="hot-keywords" className={styles.sectionTitle}>
          {t('catalogue.search.hot')}
        </h2>
        <ul className={styles.chipRow}>
          {hotKeywords.map(({ term, key }) => (
            <li key={term}>
              <Button
                size="small"
                variant={term === keyword ? 'solid' : 'soft'}
                pressed={term === keyword}
                onClick={() => search(term)}
              >
                {t(`catalogue.hot.${key}`)}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      {keyword ? (
        <section className={styles.section} aria-labelledby="search-results">
          <h2 id="search-results" className={styles.sectionTitle}>
            {t('catalogue.search.resultList')}
          </h2>
          <p className={styles.muted} role="status" data-testid="search-total">
            {total?.keyword === keyword
              ? t('catalogue.search.results', { count: total.count, keyword })
              : '\u00a0'}
          </p>
          <PagedItemGrid
            key={keyword}
            label={t('catalogue.search.resultList')}
            loadPage={loadPage}
            pageSize={SEARCH_PAGE_SIZE}
            getKey={(item) => item.id}
            renderItem={(item) => <ItemTile item={item} addToCart={addToCart} />}
            empty={<EmptyState icon="search" title={t('catalogue.search.none', { keyword })} />}
          />
        </section>
      ) : (
        <p className={styles.muted}>{t('catalogue.search.prompt')}</p>
      )}
      {addToCart.dialog}
    </div>
  );
}
