import { useTranslation } from 'react-i18next';
import { EmptyState, Icon, List, ListItem, Page, PageSection, Tiles } from '@citylife/ui';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchSite, type TourSite } from './api';
import { MAP_ZOOM, focusOn, picturesOf, plainText } from './format';
import { paths } from '../../lib/paths';
import { Description, ItemHeader, TourLoaded, TourTile, useTourItem } from './TourParts';
import './messages';

export function SiteDetail({ site }: { site: TourSite }) {
  const { t } = useTranslation();
  useScreenTitle(site.name);
  return (
    <Page>
      <ItemHeader
        item={site}
        picture={site.banner}
        pictures={picturesOf(site.banner, site.pics)}
        map={focusOn(site, MAP_ZOOM.site)}
      />
      <Description html={site.description} />
      {(site.address || site.openHours) && (
        <List>
          {site.address && (
            <ListItem
              leading={<Icon name="location" tone="muted" />}
              title={t('tour.site.address')}
              description={site.address}
            />
          )}
          {site.openHours && (
            <ListItem
              leading={<Icon name="clock" tone="muted" />}
              title={t('tour.site.openHours')}
              description={site.openHours}
            />
          )}
        </List>
      )}
      <PageSection title={t('tour.site.places')}>
        {site.places.length === 0 ? (
          <EmptyState icon="inbox" title={t('tour.site.noPlaces')} />
        ) : (
          <Tiles as="ul" columns={2} space="small" aria-label={t('tour.site.places')}>
            {site.places.map((place) => (
              <li key={place.id}>
                <TourTile
                  href={paths.tour.place(place.id)}
                  picture={place.banner}
                  name={place.name}
                  detail={plainText(place.description)}
                />
              </li>
            ))}
          </Tiles>
        )}
      </PageSection>
    </Page>
  );
}

/** /tour/site/{id}: a scenic area, its address and opening hours, and its places. */
export function SitePage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const site = useTourItem('site', id, fetchSite);
  return (
    <TourLoaded item={site} notFound={t('tour.site.notFound')}>
      {(data) => <SiteDetail site={data} />}
    </TourLoaded>
  );
}
