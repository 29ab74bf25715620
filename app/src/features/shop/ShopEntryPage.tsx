import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, ErrorState, Skeleton, formatPrice, useSnackbar } from '@citylife/ui';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useScreenTitle } from '../../shell/useScreenTitle';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { fetchShop, fetchShopDeliveryFee, fetchShopRating, type Shop } from './api';
import { chooseShop, currentShop } from './currentShop';
import { OpenNow, OpeningHoursList } from './OpeningHoursText';
import { TillDialog } from './TillDialog';
import * as styles from './Shop.css';
import './messages';

function ShopDetail({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { id: current } = useSnapshot(currentShop);
  const [till, setTill] = useState(false);
  const extras = useApiData(`shop-extras-${shop.id}`, () =>
    Promise.all([fetchShopDeliveryFee(shop.id), fetchShopRating(shop.id)]),
  );
  const [fee, rating] = extras.data ?? [];
  useScreenTitle(shop.name);

  const openTill = () => {
    if (!session.loggedIn) openLogin();
    else setTill(true);
  };

  return (
    <div className={styles.page}>
      {shop.banner && <img className={styles.banner} src={shop.banner} alt="" />}
      <section className={styles.card} aria-labelledby="shop-name">
        <h2 id="shop-name" className={styles.title}>
          {shop.name}
        </h2>
        <p className={styles.muted}>
          <OpenNow hours={shop.openingHours} />
        </p>
        <p className={styles.muted}>
          {t('shop.entry.address')}: {shop.address}
        </p>
        <a className={styles.link} href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>
          {t('shop.entry.phone', { phone: shop.phone })}
        </a>
        {fee && (
          <p className={styles.muted}>
            {t('shop.entry.delivery', { fee: formatPrice(fee.deliveryFee) })}
            {fee.freeThreshold !== null &&
              `, ${t('shop.entry.freeFrom', { amount: formatPrice(fee.freeThreshold) })}`}
          </p>
        )}
        {rating && (
          <p className={styles.muted}>
            {rating.count > 0
              ? t('shop.entry.rating', { average: rating.average.toFixed(1), count: rating.count })
              : t('shop.entry.noRating')}
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="shop-hours">
        <h2 id="shop-hours" className={styles.subtitle}>
          {t('shop.hours.title')}
        </h2>
        <OpeningHoursList hours={shop.openingHours} />
      </section>
      <div className={styles.actions}>
        <Button href="/shoppingcart/index">{t('shop.entry.shopOnline')}</Button>
        <Button variant="soft" onClick={openTill}>
          {t('shop.entry.payAtTill')}
        </Button>
        <Button variant="soft" href={`/shop/feedback/${shop.id}`}>
          {t('shop.entry.feedback')}
        </Button>
        {current === shop.id ? (
          <p className={styles.muted}>{t('shop.entry.isCurrent')}</p>
        ) : (
          <Button
            variant="ghost"
            onClick={() => {
              chooseShop(shop.id);
              snackbar.show(t('shop.list.chosen', { name: shop.name }), { tone: 'positive' });
            }}
          >
            {t('shop.entry.makeCurrent')}
          </Button>
        )}
      </div>
      <TillDialog shopId={shop.id} open={till} onClose={() => setTill(false)} />
    </div>
  );
}

/** /shop/entry/{id}: a store's address, hours, delivery, rating and what to do there. */
export function ShopEntryPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const shopId = Number(id);
  const valid = Number.isInteger(shopId) && shopId > 0;
  const shop = useApiData(`shop-${id}`, () =>
    valid ? fetchShop(shopId) : Promise.reject(new Error('not a shop id')),
  );
  if (shop.status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="rect" width="100%" height={160} />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (shop.status === 'failed' || !shop.data) {
    if (!valid || isNotFound(shop.error)) {
      return (
        <EmptyState
          icon="location"
          title={t('shop.entry.notFound')}
          action={<Button href="/shop/choose">{t('shop.current.choose')}</Button>}
        />
      );
    }
    return (
      <ErrorState
        description={t('shop.entry.failed')}
        onRetry={shop.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  return <ShopDetail shop={shop.data} />;
}

/** /shop/current: the chosen store, or the way to choose one. */
export function CurrentShopPage() {
  const { t } = useTranslation();
  const { id } = useSnapshot(currentShop);
  if (id === undefined) {
    return (
      <EmptyState
        icon="location"
        title={t('shop.current.none')}
        action={<Button href="/shop/choose">{t('shop.current.choose')}</Button>}
      />
    );
  }
  return (
    <>
      <ShopEntryPage id={String(id)} />
      <div className={styles.footer}>
        <Button variant="ghost" href="/shop/choose">
          {t('shop.current.change')}
        </Button>
      </div>
    </>
  );
}
