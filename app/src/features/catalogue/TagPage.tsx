import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@citylife/ui';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchItemsByTag, type Category, type Item } from './api';
import { ChipNav, categoryLinks, tagLinks } from './ChipLinks';
import { ItemTileGrid } from './ItemTile';
import { ListingHeader } from './ListingControls';
import { listQuery, type SortKey } from './listing';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
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
    <Page width="wide">
      <ShopToolbar />
      {context && (
        <>
          <ChipNav
            label={t('catalogue.tag.categories')}
            links={categoryLinks(context.categories)}
          />
          <ChipNav label={t('catalogue.tag.related')} links={tagLinks(context.related)} />
        </>
      )}
      <ListingHeader total={context?.total} sort={sort} onSort={setSort} />
      <ItemTileGrid
        key={`${tag}|${sort}`}
        label={title}
        loadPage={loadPage}
        addToCart={addToCart}
      />
      {addToCart.dialog}
    </Page>
  );
}
