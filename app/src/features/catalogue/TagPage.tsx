import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../shell/useScreenTitle';
import { CATALOGUE_PAGE_SIZE, fetchItemsByTag, type Category, type Item } from './api';
import { ItemTile } from './ItemTile';
import { ListingHeader } from './ListingControls';
import { listQuery, type SortKey } from './listing';
import { PagedItemGrid } from './PagedItemGrid';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import * as styles from './Catalogue.css';
import './messages';

interface TagContext {
  categories: Category[];
  related: string[];
  total: number;
}

/** /shoppingcart/tag/{tag}: the items carrying a tag, 12 a page. */
export function TagPage({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [context, setContext] = useState<TagContext>();
  const [sort, setSort] = useState<SortKey>('seq');
  const title = t('catalogue.tag.title', { tag });
  useScreenTitle(title);

  const loadPage = async (pageno: number, pagesize: number): Promise<readonly Item[]> => {
    const listing = await fetchItemsByTag(tag, listQuery(pageno, pagesize, [], sort));
    setContext({ categories: listing.children, related: listing.tags, total: listing.total });
    return listing.items;
  };

  return (
    <div className={styles.page}>
      <ShopToolbar />
      {context && context.categories.length > 0 && (
        <nav aria-label={t('catalogue.tag.categories')}>
          <ul className={styles.chipRow}>
            {context.categories.map((category) => (
              <li key={category.id}>
                <a className={styles.chipLink} href={`/shoppingcart/category/${category.id}`}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {context && context.related.length > 0 && (
        <nav aria-label={t('catalogue.tag.related')}>
          <ul className={styles.chipRow}>
            {context.related.map((other) => (
              <li key={other}>
                <a
                  className={styles.chipLink}
                  href={`/shoppingcart/tag/${encodeURIComponent(other)}`}
                >
                  {other}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingHeader total={context?.total} sort={sort} onSort={setSort} />
      <PagedItemGrid
        key={`${tag}|${sort}`}
        label={title}
        loadPage={loadPage}
        pageSize={CATALOGUE_PAGE_SIZE}
        getKey={(item) => item.id}
        renderItem={(item) => <ItemTile item={item} addToCart={addToCart} />}
      />
      {addToCart.dialog}
    </div>
  );
}
