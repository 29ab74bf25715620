import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Badge,
  Button,
  Dialog,
  ErrorState,
  Icon,
  Inline,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  useSnackbar,
} from '@citylife/ui';
import { failureMessage, isNotFound } from '../../../api/failureMessage';
import { useApiData } from '../../../api/useApiData';
import { PictureGallery } from '../../../common/gallery/PictureGallery';
import { RichText } from '../../../common/RichText';
import { usePageShare } from '../../../common/share/usePageShare';
import { useMessage } from '../../../i18n/useMessage';
import { preferences } from '../../../stores/preferences';
import { nearestSceneKey } from '../../../common/panoramaScenes';
import { paths } from '../../../lib/paths';
import { fetchAttraction, fetchWalkingRoute, isNoRoute, type AttractionDetail } from './api';
import { DataView } from '../../../common/DataView';
import { parseLatLng, type LatLng } from '../../../common/latLng';
import { distanceText, walkingMinutes } from './directions';
import './messages';

export interface AttractionDialogProps {
  /** The attraction shown; the dialog is open while it is defined. */
  id: number | undefined;
  onClose: () => void;
  /** Where directions start: the current position, or with debugging on the fixed fake location; undefined when unknown. */
  startPoint: () => Promise<LatLng | undefined>;
  /** The decoded walking route, [lat, lng] points from start to destination, for the map to draw. */
  onRoute: (points: [number, number][]) => void;
}

/**
 * An attraction of the map: its pictures, name, type, ticket packages and description, and
 * three ways on: walking directions from where one stands (drawn on the map, the dialog
 * closing to show them), sharing its page, and the panorama taken nearest to it.
 */
export function AttractionDialog({ id, ...props }: AttractionDialogProps) {
  // A new attraction starts afresh: its own data, no directions failure of the last one.
  return id === undefined ? null : <OpenAttractionDialog key={id} id={id} {...props} />;
}

/** What went wrong with directions: a message, and the server's words when there are some. */
type DirectionsState =
  { status: 'idle' | 'planning' } | { status: 'failed'; title: string; detail?: string };

function OpenAttractionDialog({
  id,
  onClose,
  startPoint,
  onRoute,
}: Omit<AttractionDialogProps, 'id'> & { id: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const { locale } = useSnapshot(preferences);
  const attraction = useApiData(`attraction-${id}`, () => fetchAttraction(id));
  const [directions, setDirections] = useState<DirectionsState>({ status: 'idle' });
  // A walk planned for a dialog closed meanwhile is not drawn.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const detail = attraction.data;
  const point = detail ? parseLatLng(detail.latlng) : undefined;
  const share = usePageShare({
    key: id,
    title: detail?.name ?? '',
    description: plainText(detail?.description ?? ''),
    picture: detail?.pics[0] ?? detail?.img ?? '',
    path: paths.tour.attraction(id),
  });

  const planWalk = async () => {
    if (!point) return;
    setDirections({ status: 'planning' });
    let start: LatLng | undefined;
    try {
      start = await startPoint();
    } catch {
      start = undefined;
    }
    if (!open.current) return;
    if (!start) {
      setDirections({ status: 'failed', title: t('mapDialogs.route.locationFailed') });
      return;
    }
    try {
      const route = await fetchWalkingRoute(start, point);
      if (!open.current) return;
      onRoute(route.points);
      const distance = distanceText(route.distance);
      snackbar.show(
        t('mapDialogs.route.summary', {
          distance: t(distance.key, distance.values),
          time: t('mapDialogs.route.minutes', { count: walkingMinutes(route.duration) }),
        }),
        // Information, not a warning; a newer route's summary replaces an older one's.
        { tone: 'neutral', topic: 'directions' },
      );
      onClose();
    } catch (error) {
      if (!open.current) return;
      setDirections({
        status: 'failed',
        title: isNoRoute(error) ? t('mapDialogs.route.noRoute') : t('mapDialogs.route.failed'),
        detail: message(failureMessage(error)),
      });
    }
  };

  const actions = detail && point && (
    <>
      <Button
        icon={<Icon name="location" />}
        loading={directions.status === 'planning'}
        onClick={() => void planWalk()}
      >
        {t('mapDialogs.attraction.directions')}
      </Button>
      <Button variant="soft" icon={<Icon name="share" />} onClick={share.open}>
        {t('mapDialogs.attraction.share')}
      </Button>
      <Button
        variant="soft"
        icon={<Icon name="aperture" />}
        href={paths.tour.vr(nearestSceneKey(point.latitude, point.longitude))}
      >
        {t('mapDialogs.attraction.vr')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={detail?.name ?? t('mapDialogs.attraction.title')}
      actions={actions}
      lang={locale}
    >
      <DataView
        data={attraction}
        placeholder={
          <Stack space="medium" aria-busy="true">
            <VisuallyHidden>{t('mapDialogs.attraction.loading')}</VisuallyHidden>
            <Skeleton shape="rect" width="100%" height={180} />
            <Skeleton lines={3} />
          </Stack>
        }
        failure={(error) => (
          <ErrorState
            title={
              isNotFound(error)
                ? t('mapDialogs.attraction.notFound')
                : t('mapDialogs.attraction.failed')
            }
            description={message(failureMessage(error))}
            onRetry={isNotFound(error) ? undefined : attraction.reload}
            retryLabel={t('common.retry')}
            lang={locale}
          />
        )}
      >
        {(loaded) => <AttractionBody detail={loaded} directions={directions} />}
      </DataView>
      {share.dialogs}
    </Dialog>
  );
}

function AttractionBody({
  detail,
  directions,
}: {
  detail: AttractionDetail;
  directions: DirectionsState;
}) {
  const { t } = useTranslation();
  const pictures = detail.pics.length > 0 ? detail.pics : detail.img ? [detail.img] : [];
  return (
    <Stack space="medium">
      <PictureGallery
        pictures={pictures}
        shape="wide"
        label={t('mapDialogs.attraction.pictures', { name: detail.name })}
        pictureLabel={(index, count) =>
          t('mapDialogs.attraction.picture', { name: detail.name, index, count })
        }
      />
      <Inline space="xsmall">
        <Badge tone="brand" variant="solid">
          {t(`mapDialogs.type.${detail.type}`)}
        </Badge>
        {detail.tags.map((tag) => (
          <Badge key={tag} tone="neutral" variant="soft">
            {t(`mapDialogs.tag.${tag}`)}
          </Badge>
        ))}
      </Inline>
      {detail.description.trim() !== '' && <RichText html={detail.description} />}
      {directions.status === 'planning' && (
        <Text size="small" tone="muted" role="status">
          {t('mapDialogs.route.planning')}
        </Text>
      )}
      {directions.status === 'failed' && (
        <Stack space="xsmall" role="alert">
          <Text size="small" weight="strong" tone="critical">
            {directions.title}
          </Text>
          {directions.detail && (
            <Text size="small" tone="critical">
              {directions.detail}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The text of an HTML description, for a share card's excerpt. */
function plainText(html: string): string {
  if (!html.includes('<')) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
