import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline, Page, textStyle } from '@citylife/ui';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchItemsByCategory, type Category, type Item } from './api';
import { ChipNav, categoryLinks } from './ChipLinks';
import { ItemTileGrid } from './ItemTile';
import { ListingHeader, TagFilter } from './ListingControls';
import { listQuery, type SortKey } from './listing';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import './messages';
import { paths } from '../../lib/paths';
import { plainLink } from '../../common/links.css';

interface ListingContext {
  category: Category;
  path: Category[];
  children: Category[];
  tags: string[];
  total: number;
}

function CategoryLinks({ context }: { context: ListingContext }) {
  const { t } = useTranslation();
  const link = `${plainLink} ${textStyle({ tone: 'brand' })}`;
  return (
    <>
      <nav aria-label={t('catalogue.list.path')}>
        <Inline as="ol" space="xsmall" className={textStyle({ size: 'small', tone: 'muted' })}>
          {context.path.map((step, position) => (
            <Inline as="li" key={step.id} space="xsmall">
              {position > 0 && <span aria-hidden="true">›</span>}
              {step.id === context.category.id ? (
                <span aria-current="page">{step.name}</span>
              ) : step.parentId === null ? (
                <a className={link} href={paths.shoppingcart.index}>
                  {step.name}
                </a>
              ) : (
                <a className={link} href={paths.shoppingcart.category(step.id)}>
                  {step.name}
                </a>
              )}
            </Inline>
          ))}
        </Inline>
      </nav>
      <ChipNav label={t('catalogue.list.subcategories')} links={categoryLinks(context.children)} />
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
    <Page width="wide">
      <ShopToolbar />
      {context && <CategoryLinks context={context} />}
      {context && <TagFilter tags={context.tags} chosen={tags} onChange={setTags} />}
      <ListingHeader total={context?.total} sort={sort} onSort={setSort} />
      <ItemTileGrid
        key={`${id}|${tags.join(',')}|${sort}`}
        label={context?.category.name ?? t('catalogue.list.items')}
        loadPage={loadPage}
        addToCart={addToCart}
      />
      {addToCart.dialog}
    </Page>
  );
}
