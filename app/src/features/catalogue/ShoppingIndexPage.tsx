import { useTranslation } from 'react-i18next';
import { Box, Page, PageSection, Skeleton, Text, Tiles, textStyle } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import {
  ROOT_CATEGORY,
  fetchCategoryBlocks,
  fetchItemsByCategory,
  fetchSubcategories,
  type Category,
} from './api';
import { ChipLinks, tagLinks } from './ChipLinks';
import { ItemTile } from './ItemTile';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import * as styles from './Catalogue.css';
import './messages';
import { paths } from '../../lib/paths';
import { plainLink } from '../../common/links.css';

/** Items of each category on the index; the rest is one tap away. */
const ITEMS_PER_BLOCK = 4;

function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  return (
    <Tiles as="ul" columns={4}>
      {categories.map((category) => (
        <li key={category.id}>
          <Box
            as="a"
            href={paths.shoppingcart.category(category.id)}
            display="grid"
            justifyItems="center"
            gap="xsmall"
            padding="xsmall"
            borderRadius="medium"
            color="text"
            textAlign="center"
            className={plainLink}
          >
            {category.pic ? (
              <img className={styles.categoryPic} src={category.pic} alt="" />
            ) : (
              <span className={styles.categoryPic} aria-hidden="true" />
            )}
            <Text as="span" size="small">
              {category.name}
            </Text>
          </Box>
        </li>
      ))}
    </Tiles>
  );
}

function FeaturedBlocks({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const ids = categories.map((category) => category.id);
  const blocks = useApiData(`blocks-${ids.join(',')}`, () => fetchCategoryBlocks(ids));

  return (
    <DataView data={blocks} placeholder={<Skeleton lines={6} />}>
      {(loaded) => (
        <>
          {loaded
            .filter((block) => block.items.length > 0)
            .map(({ category, items }) => (
              <PageSection
                key={category.id}
                title={t('catalogue.index.featured', { category: category.name })}
                action={
                  <a
                    className={`${plainLink} ${textStyle({ size: 'small', tone: 'brand' })}`}
                    href={paths.shoppingcart.catalog(category.id)}
                  >
                    {t('catalogue.index.seeAll', { category: category.name })}
                  </a>
                }
              >
                <Tiles as="ul" columns={2}>
                  {items.slice(0, ITEMS_PER_BLOCK).map((item) => (
                    <li key={item.id}>
                      <ItemTile item={item} addToCart={addToCart} />
                    </li>
                  ))}
                </Tiles>
              </PageSection>
            ))}
          {addToCart.dialog}
        </>
      )}
    </DataView>
  );
}

/** /shoppingcart/index: search, the categories, popular tags and featured items. */
export function ShoppingIndexPage() {
  const { t } = useTranslation();
  const categories = useApiData('shop-categories', () => fetchSubcategories(ROOT_CATEGORY));
  // The root listing carries the tags of the whole catalogue; one item is enough.
  const tags = useApiData('shop-tags', () =>
    fetchItemsByCategory(ROOT_CATEGORY, { pageno: 1, pagesize: 1 }).then((page) => page.tags),
  );

  return (
    <Page width="wide">
      <ShopToolbar />
      <PageSection title={t('catalogue.index.categories')}>
        <DataView data={categories} placeholder={<Skeleton lines={3} />}>
          {(loaded) => <CategoryGrid categories={loaded} />}
        </DataView>
      </PageSection>
      <PageSection title={t('catalogue.index.tags')}>
        <ChipLinks
          links={[
            ...tagLinks(tags.data ?? []),
            { href: paths.shop.index, label: t('catalogue.index.stores') },
          ]}
        />
      </PageSection>
      {categories.data && <FeaturedBlocks categories={categories.data} />}
    </Page>
  );
}
