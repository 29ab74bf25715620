import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Box, Column, Columns, EmptyState, PageSection, Stack, Text, Tiles } from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { fetchRoute, type TourRoute } from './api';
import { MAP_ZOOM, durationMessage, focusOn, formatDistance } from './format';
import { paths } from '../../lib/paths';
import { TourItemScreen, tourItemPage } from './TourParts';
import * as styles from './Tour.css';
import './messages';

type Stop = TourRoute['stops'][number];

function StopRow({ stop }: { stop: Stop }) {
  const { t } = useTranslation();
  const stay = stop.stayMinutes === undefined ? undefined : durationMessage(stop.stayMinutes);
  return (
    <Columns space="small" alignY="top">
      <Column width="content">
        <Box
          className={styles.stopNumber}
          borderRadius="full"
          background="brand"
          color="onBrand"
          aria-hidden="true"
        >
          <Text as="span" size="small" weight="strong">
            {stop.seq}
          </Text>
        </Box>
      </Column>
      <Column>
        <Stack space="xsmall">
          <Text size="xsmall" tone="muted">
            {t('tour.route.stop', { seq: stop.seq })}
          </Text>
          <Text weight="medium">
            <a className={styles.link} href={paths.tour.place(stop.place.id)}>
              {stop.place.name}
            </a>
          </Text>
          {stay && (
            <Text size="small" tone="muted">
              {t('tour.route.stay', { duration: t(stay.key, stay.values) })}
            </Text>
          )}
          {stop.note && (
            <Text size="small" keepLineBreaks>
              {stop.note}
            </Text>
          )}
        </Stack>
      </Column>
    </Columns>
  );
}

function RouteDetail({ route }: { route: TourRoute }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  const duration = durationMessage(route.duration);
  const start = route.stops[0]?.place;
  return (
    <TourItemScreen
      item={route}
      picture={route.banner}
      map={focusOn(start, MAP_ZOOM.route)}
      facts={
        <Tiles as="dl" columns={2} space="small">
          <Box>
            <Text as="dt" size="small" tone="muted">
              {t('tour.route.distance')}
            </Text>
            <Text as="dd" weight="medium" tabularNumbers>
              {formatDistance(route.distance, locale)}
            </Text>
          </Box>
          <Box>
            <Text as="dt" size="small" tone="muted">
              {t('tour.route.duration')}
            </Text>
            <Text as="dd" weight="medium" tabularNumbers>
              {t(duration.key, duration.values)}
            </Text>
          </Box>
        </Tiles>
      }
    >
      <PageSection title={t('tour.route.stops')}>
        {route.stops.length === 0 ? (
          <EmptyState icon="inbox" title={t('tour.route.noStops')} />
        ) : (
          <Stack as="ol" space="large" aria-label={t('tour.route.stops')}>
            {route.stops.map((stop) => (
              <li key={stop.seq}>
                <StopRow stop={stop} />
              </li>
            ))}
          </Stack>
        )}
      </PageSection>
    </TourItemScreen>
  );
}

/** /tour/route/{id}: a suggested route, its length and time, and its stops in order. */
export const RoutePage = tourItemPage('route', fetchRoute, (data) => <RouteDetail route={data} />);
