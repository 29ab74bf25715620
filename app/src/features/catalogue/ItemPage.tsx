import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Box, Button, Page, PageSection, PriceTag, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { useScreenTitle } from '../../common/useScreenTitle';
import { DataView } from '../../common/DataView';
import { PageSkeleton } from '../../common/PageSkeleton';
import { ListingTitle } from '../../common/ListingTitle';
import { PictureGallery } from '../../common/gallery/PictureGallery';
import { usePageShare } from '../../common/share/usePageShare';
import { preferences } from '../../stores/preferences';
import { session } from '../../stores/session';
import { fetchItem, setFavorite, type Item } from './api';
import { CartButton } from './CartButton';
import { ChipNav, tagLinks } from './ChipLinks';
import { countryName } from '../../common/cardItem';
import { ItemReviews } from './ItemReviews';
import { useAddToCart } from './useAddToCart';
import './messages';
import { paths } from '../../lib/paths';

function ItemDetail({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  const addToCart = useAddToCart();
  const share = usePageShare({
    key: item.id,
    title: item.name,
    description: item.description,
    picture: item.mainpic,
  });
  const pictures = item.pic.length > 0 ? item.pic : [item.mainpic];
  useScreenTitle(item.name);

  return (
    <Page
      width="wide"
      actions={
        <>
          <CartButton />
          <Box flexGrow={1} minWidth={0}>
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
          </Box>
        </>
      }
    >
      <PictureGallery
        pictures={pictures}
        label={t('catalogue.item.gallery', { name: item.name })}
        pictureLabel={(index, count) => t('catalogue.item.picture', { index, count })}
      />
      <Stack space="small">
        <ListingTitle
          id={item.id}
          name={item.name}
          price={<PriceTag amount={item.price} unit={item.unit} size="large" />}
          alignY="bottom"
          favorited={item.favorited}
          save={(favorite) => setFavorite(item.id, favorite)}
          favoriteTexts={{
            label: t('catalogue.item.favorite'),
            favorited: t('catalogue.item.favorited'),
            unfavorited: t('catalogue.item.unfavorited'),
          }}
          shareLabel={t('catalogue.item.share')}
          onShare={share.open}
        />
        {item.country && (
          <Text size="small" tone="muted">
            {t('catalogue.item.origin', { country: countryName(item.country, locale) })}
          </Text>
        )}
        <ChipNav label={t('catalogue.item.tags')} links={tagLinks(item.tags)} />
      </Stack>
      <PageSection title={t('catalogue.item.description')}>
        <Text lineHeight="standard" keepLineBreaks>
          {item.description}
        </Text>
      </PageSection>
      <ItemReviews itemId={item.id} itemName={item.name} />
      {addToCart.dialog}
      {share.dialogs}
    </Page>
  );
}

/** /shoppingcart/item/{id}: pictures, price, description, favourite, share, reviews, add to cart. */
export function ItemPage({ id }: { id: string | undefined }) {
  const { loggedIn } = useSnapshot(session);
  const itemId = Number(id);
  const valid = Number.isInteger(itemId) && itemId > 0;
  // Read again after signing in: `favorited` is per caller.
  const item = useApiData(`item-${id}-${String(loggedIn)}`, () =>
    valid ? fetchItem(itemId) : Promise.reject(new Error('not an item id')),
  );

  return (
    <DataView
      data={item}
      missing={!valid}
      notFound={{
        title: 'catalogue.item.notFound',
        back: 'catalogue.item.backToShop',
        backHref: paths.shoppingcart.index,
      }}
      placeholder={<PageSkeleton pictureHeight={320} width="wide" />}
    >
      {(loaded) => <ItemDetail item={loaded} />}
    </DataView>
  );
}
