import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  Icon,
  Inline,
  Page,
  PageSection,
  Skeleton,
  Stack,
  Text,
  Tiles,
  type IconName,
} from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { usePageShare } from '../../common/share/usePageShare';
import { fetchCities, type TourCity } from './api';
import { plainText } from './format';
import { mapPath } from '../../common/mapFocus';
import { paths } from '../../lib/paths';
import { TourTile } from './TourParts';
import * as styles from './Tour.css';
import './messages';

const entries: { href: string; icon: IconName; name: string; hint: string }[] = [
  {
    href: mapPath(),
    icon: 'location',
    name: 'tour.entries.map',
    hint: 'tour.entries.mapHint',
  },
  { href: paths.tour.ar, icon: 'camera', name: 'tour.entries.ar', hint: 'tour.entries.arHint' },
  { href: paths.tour.vr(), icon: 'globe', name: 'tour.entries.vr', hint: 'tour.entries.vrHint' },
];

/** The scenic-area map, the AR view and the panorama tour. */
function Entries() {
  const { t } = useTranslation();
  return (
    <Tiles as="ul" columns={3} space="small" aria-label={t('tour.explore')}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <Box
            as="a"
            href={entry.href}
            className={styles.tile}
            display="flex"
            flexDirection="column"
            alignItems="center"
            textAlign="center"
            gap="xsmall"
            padding="small"
            borderRadius="large"
            background="surface"
            boxShadow="small"
          >
            <Icon name={entry.icon} size="large" tone="brand" />
            <Text weight="medium" size="small">
              {t(entry.name)}
            </Text>
            <Text size="xsmall" tone="muted">
              {t(entry.hint)}
            </Text>
          </Box>
        </li>
      ))}
    </Tiles>
  );
}

export function Cities({ cities }: { cities: readonly TourCity[] }) {
  const { t } = useTranslation();
  if (cities.length === 0) return <EmptyState icon="inbox" title={t('tour.noCities')} />;
  return (
    <Tiles as="ul" columns={1} space="medium" aria-label={t('tour.cities')}>
      {cities.map((city, index) => (
        <li key={city.id}>
          <TourTile
            eager={index < 2}
            href={paths.tour.city(city.id)}
            picture={city.banner}
            name={city.name}
            detail={plainText(city.description)}
          />
        </li>
      ))}
    </Tiles>
  );
}

/** /tour/index: the ways to explore the scenic area, then the cities. */
export function TourIndexPage() {
  const { t } = useTranslation();
  const cities = useApiData('tour-cities', fetchCities);
  const share = usePageShare({
    key: 'tour',
    title: t('routes.tour.index'),
    description: t('tour.shareDescription'),
    picture: cities.data?.[0]?.banner ?? '/favicon.svg',
  });

  return (
    <Page>
      <Entries />
      <PageSection
        title={t('tour.cities')}
        action={
          <Inline space="xsmall">
            <Button variant="ghost" size="small" icon={<Icon name="share" />} onClick={share.open}>
              {t('tour.actions.share')}
            </Button>
          </Inline>
        }
      >
        <DataView
          data={cities}
          placeholder={
            <Stack space="medium" aria-busy="true">
              <Skeleton shape="rect" width="100%" height={180} />
              <Skeleton lines={2} />
            </Stack>
          }
        >
          {(loaded) => <Cities cities={loaded} />}
        </DataView>
      </PageSection>
      {share.dialogs}
    </Page>
  );
}
