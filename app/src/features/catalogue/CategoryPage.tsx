import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../shell/useScreenTitle';
import { CATALOGUE_PAGE_SIZE, fetchItemsByCategory, type Category, type Item } from './api';
import { ItemTile } from './ItemTile';
import { ListingHeader, TagFilter } from './ListingControls';
import { listQuery, type SortKey } from './listing';
import { PagedItemGrid } from './PagedItemGrid';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import * as styles from './Catalogue.css';
import './messages';

interface ListingContext {
  category: Category;
  path: Category[];
  children: Category[];
  tags: string[];
  total: number;
}

function CategoryLinks({ context }: { context: ListingContext }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('catalogue.list.path')}>
        <ol className={styles.breadcrumb}>
          {context.path.map((step) => (
            <li key={step.id}>
              {step.id === context.category.id ? (
                <span aria-current="page">{step.name}</span>
              ) : step.parentId === null ? (
                <a className={styles.link} href="/shoppingcart/index">
                  {step.name}
                </a>
              ) : (
                <a className={styles.link} href={`/shoppingcart/category/${step.id}`}>
                  {step.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {context.children.length > 0 && (
        <nav aria-label={t('catalogue.list.subcategories')}>
          <ul className={styles.chipRow}>
            {context.children.map((child) => (
              <li key={child.id}>
                <a className={styles.chipLink} href={`/shoppingcart/category/${child.id}`}>
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/**
 * /shoppingcart/category/{id}: the items of a category and its descendants, 12 a page,
 * with its path, subcategories, tag filter and sort order.
 */
export function CategoryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [context, setContext] = useState<ListingContext>();
  const [tags, setTags] = useState<string[]>([]);
  const [sort, setSort] = useState<SortKey>('seq');
  useScreenTitle(context?.category.name);

  const loadPage = async (pageno: number, pagesize: number): Promise<readonly Item[]> => {
    const listing = await fetchItemsByCategory(id, listQuery(pageno, pagesize, tags, sort));
    setContext({
      category: listing.category,
      path: listing.path,
      children: listing.children,
      tags: listing.tags,
      total: listing.total,
    });
    return listing.items;
  };

  return (
    <div className={styles.page}>
      <ShopToolbar />
      {context && <CategoryLinks context={context} />}
      {context && <TagFilter tags={context.tags} chosen={tags} onChange={setTags} />}
      <ListingHeader total={context?.total} sort={sort} onSort={setSort} />
      <PagedItemGrid
        key={`${id}|${tags.join(',')}|${sort}`}
        label={context?.category.name ?? t('catalogue.list.items')}
        loadPage={loadPage}
        pageSize={CATALOGUE_PAGE_SIZE}
        getKey={(item) => item.id}
        renderItem={(item) => <ItemTile item={item} addToCart={addToCart} />}
      />
      {addToCart.dialog}
    </div>
  );
}
