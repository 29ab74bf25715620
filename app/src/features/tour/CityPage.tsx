import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { EmptyState, Page, PageSection, Tiles } from '@citylife/ui';
import { useScreenTitle } from '../../common/useScreenTitle';
import { preferences } from '../../stores/preferences';
import { fetchCity, type TourCityDetail } from './api';
import { durationMessage, formatDistance } from './format';
import { paths } from '../../lib/paths';
import { Description, ItemHeader, TourLoaded, TourTile, useTourItem } from './TourParts';
import './messages';

export function CityDetail({ city }: { city: TourCityDetail }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  useScreenTitle(city.name);
  return (
    <Page>
      <ItemHeader
        item={city}
        picture={city.banner}
        // A city has no position of its own: the map opens at its default view.
        map={undefined}
      />
      <Description html={city.description} />
      <PageSection title={t('tour.city.sites')}>
        {city.sites.length === 0 ? (
          <EmptyState icon="inbox" title={t('tour.city.noSites')} />
        ) : (
          <Tiles as="ul" columns={2} space="small" aria-label={t('tour.city.sites')}>
            {city.sites.map((site, index) => (
              <li key={site.id}>
                <TourTile
                  eager={index < 2}
                  href={paths.tour.site(site.id)}
                  picture={site.banner}
                  name={site.name}
                />
              </li>
            ))}
          </Tiles>
        )}
      </PageSection>
      <PageSection title={t('tour.city.routes')}>
        {city.routes.length === 0 ? (
          <EmptyState icon="inbox" title={t('tour.city.noRoutes')} />
        ) : (
          <Tiles as="ul" columns={1} space="medium" aria-label={t('tour.city.routes')}>
            {city.routes.map((route) => {
              const duration = durationMessage(route.duration);
              return (
                <li key={route.id}>
                  <TourTile
                    href={paths.tour.route(route.id)}
                    picture={route.banner}
                    name={route.name}
                    detail={`${formatDistance(route.distance, locale)} · ${t(duration.key, duration.values)}`}
                  />
                </li>
              );
            })}
          </Tiles>
        )}
      </PageSection>
    </Page>
  );
}

/** /tour/city/{id}: a city, its scenic areas and its suggested routes. */
export function CityPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const city = useTourItem('city', id, fetchCity);
  return (
    <TourLoaded item={city} notFound={t('tour.city.notFound')}>
      {(data) => <CityDetail city={data} />}
    </TourLoaded>
  );
}
