import { useTranslation } from 'react-i18next';
import { Chip, Inline, Stack, Text } from '@citylife/ui';
import { parseLatLng } from '../../common/latLng';
import { fetchAttraction, type AttractionDetail } from './api';
import { MAP_ZOOM, focusOn, picturesOf } from './format';
import { TourItemScreen, tourItemPage } from './TourParts';
import './messages';

function AttractionView({ attraction }: { attraction: AttractionDetail }) {
  const { t } = useTranslation();
  return (
    <TourItemScreen
      item={attraction}
      picture={attraction.img}
      pictures={picturesOf(attraction.img, attraction.pics)}
      map={focusOn(parseLatLng(attraction.latlng), MAP_ZOOM.attraction, attraction.id)}
      facts={
        <Stack as="dl" space="small">
          <Inline space="small" alignY="center">
            <Text as="dt" size="small" tone="muted">
              {t('tour.attraction.type')}
            </Text>
            <Text as="dd">
              <Chip tone="brand">{t(`tour.attraction.types.${attraction.type}`)}</Chip>
            </Text>
          </Inline>
          <Inline space="small" alignY="center">
            <Text as="dt" size="small" tone="muted">
              {t('tour.attraction.tags')}
            </Text>
            {attraction.tags.length === 0 ? (
              <Text as="dd" size="small">
                {t('tour.attraction.noTags')}
              </Text>
            ) : (
              attraction.tags.map((tag) => (
                <Text as="dd" key={tag}>
                  <Chip>{t(`tour.attraction.tagNames.${tag}`)}</Chip>
                </Text>
              ))
            )}
          </Inline>
        </Stack>
      }
    />
  );
}

/** /tour/attraction/{id}: an attraction's pictures, type, ticket packages and description. */
export const AttractionPage = tourItemPage('attraction', fetchAttraction, (data) => (
  <AttractionView attraction={data} />
));
