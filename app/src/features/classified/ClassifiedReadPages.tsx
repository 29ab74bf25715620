import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Box,
  Button,
  EmptyState,
  Icon,
  Inline,
  ListItem,
  Page,
  PageSection,
  Skeleton,
  Stack,
  Text,
  type LoadPage,
} from '@citylife/ui';
import { useApiData, type ApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { PageSkeleton } from '../../common/PageSkeleton';
import { ListingTitle } from '../../common/ListingTitle';
import { PictureGallery } from '../../common/gallery/PictureGallery';
import { LoadMoreList } from '../../common/LoadMoreList';
import { usePageShare } from '../../common/share/usePageShare';
import { useScreenTitle } from '../../common/useScreenTitle';
import { session } from '../../stores/session';
import {
  AD_PAGE_SIZE,
  fetchAd,
  fetchCategories,
  fetchCategoryAds,
  fetchLatestAds,
  setAdFavorite,
  type ClassifiedAd,
} from './api';
import { AdList, AdPrice } from './AdParts';

/** How many of the latest ads the index shows. */
const LATEST_COUNT = 6;
import './messages';
import { paths } from '../../lib/paths';
import { ListOrEmpty } from '../../common/ListOrEmpty';

function ListSkeleton() {
  return (
    <Stack space="small" aria-busy="true">
      {[0, 1, 2, 3].map((slot) => (
        <Skeleton key={slot} shape="rect" width="100%" height={64} />
      ))}
    </Stack>
  );
}

/** The ads most recently posted or updated, of every category. */
function LatestAds({ latest }: { latest: ApiData<ClassifiedAd[]> }) {
  const { t } = useTranslation();
  return (
    <PageSection title={t('classified.index.latest')}>
      <DataView data={latest} placeholder={<ListSkeleton />}>
        {(ads) =>
          ads.length === 0 ? (
            <EmptyState icon="inbox" title={t('classified.list.empty')} />
          ) : (
            <AdList ads={ads} label={t('classified.index.latest')} pictures={false} />
          )
        }
      </DataView>
    </PageSection>
  );
}

/** /classified/index: the categories with their ad counts, the latest ads, and a way to post. */
export function ClassifiedIndexPage() {
  const { t } = useTranslation();
  const categories = useApiData('classified-categories', fetchCategories);
  // Read alongside the categories, shown below them once they are in (nothing moves).
  const latest = useApiData('classified-latest', () => fetchLatestAds(LATEST_COUNT));
  const actions = (
    <Box flexGrow={1} minWidth={0}>
      <Button fullWidth href={paths.classified.post} icon={<Icon name="plus" />}>
        {t('classified.post.action')}
      </Button>
    </Box>
  );
  return (
    <Page actions={actions}>
      <Inline space="small">
        <Button variant="soft" size="small" href={paths.classified.mine}>
          {t('classified.mine.title')}
        </Button>
        <Button variant="soft" size="small" href={paths.classified.fav}>
          {t('classified.fav.title')}
        </Button>
      </Inline>
      <DataView data={categories} placeholder={<ListSkeleton />}>
        {(list) => (
          <PageSection title={t('classified.index.categories')}>
            <ListOrEmpty
              label={t('classified.index.categories')}
              items={list}
              empty={t('classified.index.noCategories')}
            >
              {(category) => (
                <ListItem
                  key={category.id}
                  href={paths.classified.category(category.id)}
                  title={category.name}
                  trailing={
                    <Text size="small" tone="muted">
                      {t('classified.index.count', { count: category.adCount })}
                    </Text>
                  }
                />
              )}
            </ListOrEmpty>
          </PageSection>
        )}
      </DataView>
      {categories.status !== 'loading' && <LatestAds latest={latest} />}
    </Page>
  );
}

/**
 * Ads page after page behind "Load more"; done when a page brings fewer than the page size.
 * `href` says where a row leads (the ad, or its edit form).
 */
export function PagedAds({
  label,
  loadPage,
  empty,
  href,
}: {
  label: string;
  loadPage: LoadPage<ClassifiedAd>;
  empty: string;
  href?: (ad: ClassifiedAd) => string;
}) {
  const { t } = useTranslation();
  return (
    <LoadMoreList
      loadPage={loadPage}
      pageSize={AD_PAGE_SIZE}
      failed={t('classified.list.failed')}
      empty={<EmptyState icon="inbox" title={empty} />}
      placeholder={<ListSkeleton />}
    >
      {(items) => <AdList ads={items} label={label} {...(href ? { href } : {})} />}
    </LoadMoreList>
  );
}

/** /classified/category/{id}: the category's ads, ten per page. */
export function ClassifiedCategoryPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const categoryId = Number(id);
  const valid = Number.isInteger(categoryId) && categoryId > 0;
  const categories = useApiData('classified-categories', fetchCategories);
  const category = categories.data?.find((found) => found.id === categoryId);
  useScreenTitle(category?.name);
  const loadPage = useCallback<LoadPage<ClassifiedAd>>(
    (pageNo, pageSize) => fetchCategoryAds(categoryId, pageNo, pageSize),
    [categoryId],
  );
  if (!valid) return <EmptyState icon="inbox" title={t('classified.category.notFound')} />;
  return (
    <Page>
      <PagedAds
        key={categoryId}
        label={category?.name ?? t('classified.category.ads')}
        loadPage={loadPage}
        empty={t('classified.list.empty')}
      />
    </Page>
  );
}

function AdDetail({ ad }: { ad: ClassifiedAd }) {
  const { t } = useTranslation();
  const { loggedIn, user } = useSnapshot(session);
  const share = usePageShare({
    key: ad.id,
    title: ad.title,
    description: ad.content,
    picture: ad.pics[0] ?? '/favicon.svg',
  });
  useScreenTitle(ad.title);
  const own = loggedIn && user?.id === ad.ownerId;
  return (
    <Page
      actions={
        <Box flexGrow={1} minWidth={0}>
          <Button fullWidth href={`tel:${ad.mobile}`} icon={<Icon name="phone" />}>
            {t('classified.ad.call', { contact: ad.contact })}
          </Button>
        </Box>
      }
    >
      <PictureGallery
        pictures={ad.pics}
        label={t('classified.ad.gallery', { title: ad.title })}
        pictureLabel={(index, count) => t('classified.ad.picture', { index, count })}
      />
      <Stack space="small">
        <ListingTitle
          id={ad.id}
          name={ad.title}
          price={<AdPrice ad={ad} size="large" />}
          alignY="center"
          favorited={ad.favorited}
          save={(favorite) => setAdFavorite(ad.id, favorite)}
          favoriteTexts={{
            label: t('classified.ad.favorite'),
            favorited: t('classified.ad.favorited'),
            unfavorited: t('classified.ad.unfavorited'),
          }}
          shareLabel={t('classified.ad.share')}
          onShare={share.open}
        />
        {own && (
          <Box>
            <Button variant="soft" size="small" href={paths.classified.update(ad.id)}>
              {t('classified.ad.edit')}
            </Button>
          </Box>
        )}
      </Stack>
      <PageSection title={t('classified.ad.description')}>
        <Text lineHeight="standard" keepLineBreaks>
          {ad.content}
        </Text>
      </PageSection>
      <PageSection title={t('classified.ad.contact')}>
        <Text>
          {ad.contact} · {ad.mobile}
        </Text>
      </PageSection>
      {share.dialogs}
    </Page>
  );
}

/** /classified/ad/{id}: pictures, price or negotiable, description, contact, favourite, share. */
export function ClassifiedAdPage({ id }: { id: string | undefined }) {
  const { loggedIn } = useSnapshot(session);
  const adId = Number(id);
  const valid = Number.isInteger(adId) && adId > 0;
  // Read again after signing in: `favorited` is per caller.
  const ad = useApiData(`classified-ad-${id}-${String(loggedIn)}`, () =>
    valid ? fetchAd(adId) : Promise.reject(new Error('not an ad id')),
  );
  return (
    <DataView
      data={ad}
      missing={!valid}
      notFound={{
        title: 'classified.ad.notFound',
        back: 'classified.ad.backToIndex',
        backHref: paths.classified.index,
      }}
      placeholder={<PageSkeleton pictureHeight={280} />}
    >
      {(loaded) => <AdDetail ad={loaded} />}
    </DataView>
  );
}
