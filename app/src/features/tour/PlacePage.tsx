import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Icon, ListItem, PageSection, Skeleton, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { preferences } from '../../stores/preferences';
import { fetchNearbyPlaces, fetchPlace, type Place } from './api';
import { MAP_ZOOM, focusOn, formatDistance, plainText } from './format';
import { paths } from '../../lib/paths';
import { TourItemScreen, tourItemPage } from './TourParts';
import './messages';
import { ListOrEmpty } from '../../common/ListOrEmpty';

/** The other places within 10 km of this one, nearest first. */
function NearbyPlaces({ place }: { place: Place }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  const nearby = useApiData(`tour-nearby-${place.id}`, () =>
    fetchNearbyPlaces(place.latitude, place.longitude),
  );
  return (
    <PageSection title={t('tour.place.nearby')}>
      <DataView data={nearby} placeholder={<Skeleton lines={3} />}>
        {(found) => {
          const others = found.filter((other) => other.id !== place.id);
          return (
            <ListOrEmpty
              label={t('tour.place.nearby')}
              items={others}
              empty={t('tour.place.noNearby')}
              emptyIcon="location"
            >
              {(other) => (
                <ListItem
                  key={other.id}
                  href={paths.tour.place(other.id)}
                  title={other.name}
                  description={plainText(other.description)}
                  trailing={
                    <Text as="span" size="small" tone="muted" tabularNumbers>
                      {t('tour.place.away', { distance: formatDistance(other.distance, locale) })}
                    </Text>
                  }
                />
              )}
            </ListOrEmpty>
          );
        }}
      </DataView>
    </PageSection>
  );
}

function PlaceDetail({ place }: { place: Place }) {
  const { t } = useTranslation();
  return (
    <TourItemScreen
      item={place}
      picture={place.banner}
      map={focusOn(place, MAP_ZOOM.place)}
      extra={
        <Button variant="soft" size="small" icon={<Icon name="camera" />} href={paths.tour.ar}>
          {t('tour.actions.ar')}
        </Button>
      }
      facts={
        <Text size="small" tone="muted" tabularNumbers>
          {t('tour.place.position')}:{' '}
          {t('tour.place.coordinates', {
            latitude: place.latitude.toFixed(6),
            longitude: place.longitude.toFixed(6),
          })}
        </Text>
      }
    >
      <NearbyPlaces place={place} />
    </TourItemScreen>
  );
}

/** /tour/place/{id}: a place, its position (on the map, in the AR view) and the places near it. */
export const PlacePage = tourItemPage('place', fetchPlace, (data) => <PlaceDetail place={data} />);
