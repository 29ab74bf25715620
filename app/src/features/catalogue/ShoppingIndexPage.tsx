import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import {
  ROOT_CATEGORY,
  fetchCategoryBlocks,
  fetchItemsByCategory,
  fetchSubcategories,
  type Category,
} from './api';
import { ItemTile } from './ItemTile';
import { ShopToolbar } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import * as styles from './Catalogue.css';
import './messages';

/** Items of each category on the index; the rest is one tap away. */
const ITEMS_PER_BLOCK = 4;

function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className={styles.categoryGrid}>
      {categories.map((category) => (
        <li key={category.id}>
          <a className={styles.categoryTile} href={`/shoppingcart/category/${category.id}`}>
            {category.pic ? (
              <img className={styles.categoryPic} src={category.pic} alt="" />
            ) : (
              <span className={styles.categoryPic} aria-hidden="true" />
            )}
            <span>{category.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function FeaturedBlocks({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const message = useMessage();
  const addToCart = useAddToCart();
  const ids = categories.map((category) => category.id);
  const blocks = useApiData(`blocks-${ids.join(',')}`, () => fetchCategoryBlocks(ids));

  if (blocks.status === 'loading') return <Skeleton lines={6} />;
  if (blocks.status === 'failed') {
    return (
      <ErrorState
        description={message(failureMessage(blocks.error))}
        onRetry={blocks.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  return (
    <>
      {blocks.data
        ?.filter((block) => block.items.length > 0)
        .map(({ category, items }) => (
          <section
            key={category.id}
            className={styles.section}
            aria-labelledby={`featured-${category.id}`}
          >
            <div className={styles.sectionHeader}>
              <h2 id={`featured-${category.id}`} className={styles.sectionTitle}>
                {t('catalogue.index.featured', { category: category.name })}
              </h2>
              <a className={styles.link} href={`/shoppingcart/catalog/${category.id}`}>
                {t('catalogue.index.seeAll', { category: category.name })}
              </a>
            </div>
            <ul className={styles.itemGrid}>
              {items.slice(0, ITEMS_PER_BLOCK).map((item) => (
                <li key={item.id}>
                  <ItemTile item={item} addToCart={addToCart} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      {addToCart.dialog}
    </>
  );
}

/** /shoppingcart/index: search, the categories, popular tags and featured items. */
export function ShoppingIndexPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const categories = useApiData('shop-categories', () => fetchSubcategories(ROOT_CATEGORY));
  // The root listing carries the tags of the whole catalogue; one item is enough.
  const tags = useApiData('shop-tags', () =>
    fetchItemsByCategory(ROOT_CATEGORY, { pageno: 1, pagesize: 1 }).then((page) => page.tags),
  );

  return (
    <div className={styles.page}>
      <ShopToolbar />
      <section className={styles.section} aria-labelledby="shop-categories">
        <h2 id="shop-categories" className={styles.sectionTitle}>
          {t('catalogue.index.categories')}
        </h2>
        {categories.status === 'loading' && <Skeleton lines={3} />}
        {categories.status === 'failed' && (
          <ErrorState
            description={message(failureMessage(categories.error))}
            onRetry={categories.reload}
            retryLabel={t('common.retry')}
          />
        )}
        {categories.data && <CategoryGrid categories={categories.data} />}
      </section>
      <section className={styles.section} aria-labelledby="shop-tags">
        <h2 id="shop-tags" className={styles.sectionTitle}>
          {t('catalogue.index.tags')}
        </h2>
        <ul className={styles.chipRow}>
          {tags.data?.map((tag) => (
            <li key={tag}>
              <a className={styles.chipLink} href={`/shoppingcart/tag/${encodeURIComponent(tag)}`}>
                {tag}
              </a>
            </li>
          ))}
          <li>
            <a className={styles.chipLink} href="/shop/index">
              {t('catalogue.index.stores')}
            </a>
          </li>
        </ul>
      </section>
      {categories.data && <FeaturedBlocks categories={categories.data} />}
    </div>
  );
}
