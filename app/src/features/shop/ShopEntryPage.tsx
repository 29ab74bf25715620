import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Page,
  PageSection,
  Stack,
  Text,
  formatPrice,
  textStyle,
  useSnackbar,
} from '@citylife/ui';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { PageSkeleton } from '../../common/PageSkeleton';
import { useScreenTitle } from '../../common/useScreenTitle';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { fetchShop, fetchShopDeliveryFee, fetchShopRating, type Shop } from './api';
import { chooseShop, currentShop } from './currentShop';
import { OpenNow, OpeningHoursList } from './OpeningHoursText';
import { TillDialog } from './TillDialog';
import * as styles from './Shop.css';
import './messages';
import { paths } from '../../lib/paths';

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
    <Page>
      {shop.banner && (
        <Box
          as="img"
          className={styles.banner}
          borderRadius="large"
          background="surfaceMuted"
          src={shop.banner}
          alt=""
        />
      )}
      <PageSection surface space="small" aria-label={shop.name}>
        <Heading level={2}>{shop.name}</Heading>
        <Text size="small" tone="muted">
          <OpenNow hours={shop.openingHours} />
        </Text>
        <Text size="small" tone="muted">
          {t('shop.entry.address')}: {shop.address}
        </Text>
        <a
          className={textStyle({ tone: 'brand' })}
          href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
        >
          {t('shop.entry.phone', { phone: shop.phone })}
        </a>
        {fee && (
          <Text size="small" tone="muted">
            {t('shop.entry.delivery', { fee: formatPrice(fee.deliveryFee) })}
            {fee.freeThreshold !== null &&
              `, ${t('shop.entry.freeFrom', { amount: formatPrice(fee.freeThreshold) })}`}
          </Text>
        )}
        {rating && (
          <Text size="small" tone="muted">
            {rating.count > 0
              ? t('shop.entry.rating', { average: rating.average.toFixed(1), count: rating.count })
              : t('shop.entry.noRating')}
          </Text>
        )}
      </PageSection>
      <PageSection surface space="small" aria-label={t('shop.hours.title')}>
        <Heading level={4} as="h2">
          {t('shop.hours.title')}
        </Heading>
        <OpeningHoursList hours={shop.openingHours} />
      </PageSection>
      <Stack space="small">
        <Button href={paths.shoppingcart.index}>{t('shop.entry.shopOnline')}</Button>
        <Button variant="soft" onClick={openTill}>
          {t('shop.entry.payAtTill')}
        </Button>
        <Button variant="soft" href={paths.shop.feedback(shop.id)}>
          {t('shop.entry.feedback')}
        </Button>
        {current === shop.id ? (
          <Text size="small" tone="muted">
            {t('shop.entry.isCurrent')}
          </Text>
        ) : (
          <Button
            variant="ghost"
            onClick={() => {
              chooseShop(shop.id);
              snackbar.show(t('shop.list.chosen', { name: shop.name }), {
                tone: 'positive',
                topic: 'shop',
              });
            }}
          >
            {t('shop.entry.makeCurrent')}
          </Button>
        )}
      </Stack>
      <TillDialog shopId={shop.id} open={till} onClose={() => setTill(false)} />
    </Page>
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
  return (
    <DataView
      data={shop}
      placeholder={<PageSkeleton pictureHeight={160} />}
      failure={(error) =>
        !valid || isNotFound(error) ? (
          <EmptyState
            icon="location"
            title={t('shop.entry.notFound')}
            action={<Button href={paths.shop.choose}>{t('shop.current.choose')}</Button>}
          />
        ) : (
          <ErrorState
            description={t('shop.entry.failed')}
            onRetry={shop.reload}
            retryLabel={t('common.retry')}
          />
        )
      }
    >
      {(loaded) => <ShopDetail shop={loaded} />}
    </DataView>
  );
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
        action={<Button href={paths.shop.choose}>{t('shop.current.choose')}</Button>}
      />
    );
  }
  return (
    <>
      <ShopEntryPage id={String(id)} />
      <Box display="grid" justifyItems="center" paddingY="medium">
        <Button variant="ghost" href={paths.shop.choose}>
          {t('shop.current.change')}
        </Button>
      </Box>
    </>
  );
}
