import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { preferences } from '../../stores/preferences';
import { fetchCity, type TourCityDetail } from './api';
import { durationMessage, formatDistance } from './format';
import { paths } from '../../lib/paths';
import { TourItemScreen, TourTile, TourTileSection, tourItemPage } from './TourParts';
import './messages';

export function CityDetail({ city }: { city: TourCityDetail }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  return (
    <TourItemScreen
      item={city}
      picture={city.banner}
      // A city has no position of its own: the map opens at its default view.
      map={undefined}
    >
      <TourTileSection
        title={t('tour.city.sites')}
        empty={t('tour.city.noSites')}
        items={city.sites}
        columns={2}
        space="small"
      >
        {(site, index) => (
          <TourTile
            eager={index < 2}
            href={paths.tour.site(site.id)}
            picture={site.banner}
            name={site.name}
          />
        )}
      </TourTileSection>
      <TourTileSection
        title={t('tour.city.routes')}
        empty={t('tour.city.noRoutes')}
        items={city.routes}
        columns={1}
        space="medium"
      >
        {(route) => {
          const duration = durationMessage(route.duration);
          return (
            <TourTile
              href={paths.tour.route(route.id)}
              picture={route.banner}
              name={route.name}
              detail={`${formatDistance(route.distance, locale)} · ${t(duration.key, duration.values)}`}
            />
          );
        }}
      </TourTileSection>
    </TourItemScreen>
  );
}

/** /tour/city/{id}: a city, its scenic areas and its suggested routes. */
export const CityPage = tourItemPage('city', fetchCity, (data) => <CityDetail city={data} />);
