import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, ErrorState, IconButton, PriceTag, Skeleton } from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { useScreenTitle } from '../../shell/useScreenTitle';
import { preferences } from '../../stores/preferences';
import { session } from '../../stores/session';
import { fetchItem, type Item } from './api';
import { CartButton } from './CartButton';
import { countryName } from './cardItem';
import { FavoriteButton } from './FavoriteButton';
import { ItemGallery } from './ItemGallery';
import { ItemReviews } from './ItemReviews';
import { useItemShare } from './ItemShare';
import { useAddToCart } from './useAddToCart';
import * as styles from './Catalogue.css';
import './messages';

function ItemDetail({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  const { loggedIn } = useSnapshot(session);
  const addToCart = useAddToCart();
  const share = useItemShare(item);
  const pictures = item.pic.length > 0 ? item.pic : [item.mainpic];
  useScreenTitle(item.name);

  return (
    <div className={`${styles.page} ${styles.withFixedActions}`}>
      <ItemGallery name={item.name} pictures={pictures} />
      <div className={styles.itemHeader}>
        <h2 className={styles.itemName}>{item.name}</h2>
        <div className={styles.listHeader}>
          <PriceTag amount={item.price} unit={item.unit} size="large" />
          <div className={styles.itemActions}>
            {/* Remounted on sign-in: `favorited` is the signed-in caller's. */}
            <FavoriteButton
              key={`${item.id}-${String(loggedIn)}-${String(item.favorited)}`}
              itemId={item.id}
              initial={item.favorited}
            />
            <IconButton icon="share" label={t('catalogue.item.share')} onClick={share.open} />
          </div>
        </div>
        {item.country && (
          <p className={styles.muted}>
            {t('catalogue.item.origin', { country: countryName(item.country, locale) })}
          </p>
        )}
        {item.tags.length > 0 && (
          <nav aria-label={t('catalogue.item.tags')}>
            <ul className={styles.chipRow}>
              {item.tags.map((tag) => (
                <li key={tag}>
                  <a
                    className={styles.chipLink}
                    href={`/shoppingcart/tag/${encodeURIComponent(tag)}`}
                  >
                    {tag}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <section className={styles.section} aria-labelledby="item-description">
        <h2 id="item-description" className={styles.sectionTitle}>
          {t('catalogue.item.description')}
        </h2>
        <p className={styles.paragraph}>{item.description}</p>
      </section>
      <ItemReviews itemId={item.id} itemName={item.name} />
      <div className={styles.fixedActions}>
        <CartButton />
        <div className={styles.grow}>
          <Button
            fullWidth
            onClick={() =>
              addToCart.start({
                id: item.id,
                name: item.name,
                pic: item.mainpic,
                price: item.price,
                unit: item.unit,
              })
            }
          >
            {t('catalogue.item.addToCart')}
          </Button>
        </div>
      </div>
      {addToCart.dialog}
      {share.dialogs}
    </div>
  );
}

/** /shoppingcart/item/{id}: pictures, price, description, favourite, share, reviews, add to cart. */
export function ItemPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { loggedIn } = useSnapshot(session);
  const itemId = Number(id);
  const valid = Number.isInteger(itemId) && itemId > 0;
  // Read again after signing in: `favorited` is per caller.
  const item = useApiData(`item-${id}-${String(loggedIn)}`, () =>
    valid ? fetchItem(itemId) : Promise.reject(new Error('not an item id')),
  );

  if (item.status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="rect" width="100%" height={320} />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (item.status === 'failed' || !item.data) {
    if (!valid || isNotFound(item.error)) {
      return (
        <EmptyState
          icon="inbox"
          title={t('catalogue.item.notFound')}
          action={
            <Button variant="soft" href="/shoppingcart/index">
              {t('catalogue.item.backToShop')}
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        description={message(failureMessage(item.error))}
        onRetry={item.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  return <ItemDetail item={item.data} />;
}
