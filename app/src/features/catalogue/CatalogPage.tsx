import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Page, Skeleton, Tabs } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { useMessage } from '../../i18n/useMessage';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchCategory, fetchItemMetasByCategory, fetchSubcategories } from './api';
import { ItemTileGrid } from './ItemTile';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import './messages';

/**
 * /shoppingcart/catalog/{id}: a category's items 12 a page, with a tab per subcategory
 * (the first tab, "All", lists the category itself with every descendant).
 */
export function CatalogPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const addToCart = useAddToCart();
  const [tab, setTab] = useState(id);
  const context = useApiData(`catalog-${id}`, () =>
    Promise.all([fetchCategory(id), fetchSubcategories(id)]),
  );
  const [category, children] = context.data ?? [];
  useScreenTitle(category?.name);

  return (
    <DataView
      data={context}
      placeholder={
        <Page width="wide">
          <ShopToolbar />
          <Skeleton lines={6} />
        </Page>
      }
      failure={(error) => (
        <Page width="wide">
          <ErrorState
            description={message(failureMessage(error))}
            onRetry={context.reload}
            retryLabel={t('common.retry')}
          />
        </Page>
      )}
    >
      {() => {
        const grid = (
          <ItemTileGrid
            key={tab}
            label={category?.name ?? t('catalogue.list.items')}
            loadPage={(pageno, pagesize) => fetchItemMetasByCategory(tab, pageno, pagesize)}
            addToCart={addToCart}
          />
        );

        return (
          <Page width="wide">
            <ShopToolbar />
            {children && children.length > 0 ? (
              <Tabs
                label={t('catalogue.list.subcategories')}
                value={tab}
                onChange={setTab}
                items={[
                  { id, label: t('catalogue.list.all') },
                  ...children.map((child) => ({ id: child.id, label: child.name })),
                ]}
              >
                {grid}
              </Tabs>
            ) : (
              grid
            )}
            {addToCart.dialog}
          </Page>
        );
      }}
    </DataView>
  );
}
