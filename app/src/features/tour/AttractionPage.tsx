import { useTranslation } from 'react-i18next';
import { Chip, Inline, Page, Stack, Text } from '@citylife/ui';
import { parseLatLng } from '../../common/latLng';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchAttraction, type AttractionDetail } from './api';
import { MAP_ZOOM, focusOn, picturesOf } from './format';
import { Description, ItemHeader, tourItemPage } from './TourParts';
import './messages';

function AttractionView({ attraction }: { attraction: AttractionDetail }) {
  const { t } = useTranslation();
  useScreenTitle(attraction.name);
  return (
    <Page>
      <ItemHeader
        item={attraction}
        picture={attraction.img}
        pictures={picturesOf(attraction.img, attraction.pics)}
        map={focusOn(parseLatLng(attraction.latlng), MAP_ZOOM.attraction, attraction.id)}
      >
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
      </ItemHeader>
      <Description html={attraction.description} />
    </Page>
  );
}

/** /tour/attraction/{id}: an attraction's pictures, type, ticket packages and description. */
export const AttractionPage = tourItemPage('attraction', fetchAttraction, (data) => (
  <AttractionView attraction={data} />
));
