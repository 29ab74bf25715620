import { useTranslation } from 'react-i18next';
import { Icon, List, ListItem } from '@citylife/ui';
import { fetchSite, type TourSite } from './api';
import { MAP_ZOOM, focusOn, picturesOf, plainText } from './format';
import { paths } from '../../lib/paths';
import { TourItemScreen, TourTile, TourTileSection, tourItemPage } from './TourParts';
import './messages';

export function SiteDetail({ site }: { site: TourSite }) {
  const { t } = useTranslation();
  return (
    <TourItemScreen
      item={site}
      picture={site.banner}
      pictures={picturesOf(site.banner, site.pics)}
      map={focusOn(site, MAP_ZOOM.site)}
    >
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
      <TourTileSection
        title={t('tour.site.places')}
        empty={t('tour.site.noPlaces')}
        items={site.places}
        columns={2}
        space="small"
      >
        {(place) => (
          <TourTile
            href={paths.tour.place(place.id)}
            picture={place.banner}
            name={place.name}
            detail={plainText(place.description)}
          />
        )}
      </TourTileSection>
    </TourItemScreen>
  );
}

/** /tour/site/{id}: a scenic area, its address and opening hours, and its places. */
export const SitePage = tourItemPage('site', fetchSite, (data) => <SiteDetail site={data} />);
