import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup } from 'maplibre-gl';
import { Button, Page, Stack, Text } from '@citylife/ui';
import { failureMessage, isNotFound } from '../../../api/failureMessage';
import { LocationDeniedDialog } from '../../../common/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
  type DevicePosition,
} from '../../../common/location/position';
import '../../../common/location/messages';
import { lngLat, MAP_LOAD_TIMEOUT_MS } from '../../../common/map/constants';
import { withTimeout } from '../../../common/map/timeout';
import { useMessage } from '../../../i18n/useMessage';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { reverseGeocode } from './api';
import { positionDot } from '../../../common/map/MapFrame';
import { LabMapFrame, useLabMap } from './LabMap';
import * as styles from './LabMap.css';
import './messages';

/** Where the device was found, and its address once the server has told it. */
interface Found {
  position: DevicePosition;
  address?: string;
  /** Why no address could be given. */
  addressFailure?: string;
}

type Status = 'idle' | 'locating' | 'geocoding' | 'done' | 'failed';

/** Degrees to five places (about a metre), in the reader's number format. */
function formatCoordinate(value: number, locale: string) {
  return value.toLocaleString(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
}

/**
 * The browser's position on the map with its address: the position is asked for on a
 * press, shown as a dot, and the server's reverse geocoding names the address beside it.
 */
export function MapGeolocationPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const reducedMotion = useReducedMotion();
  const view = useLabMap();
  const { map } = view;
  const [status, setStatus] = useState<Status>('idle');
  const [found, setFound] = useState<Found>();
  const [failure, setFailure] = useState<string>();
  const [denied, setDenied] = useState(false);
  // Answers of an earlier press, or after leaving the page, are dropped.
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const locate = async () => {
    const mine = ++attempt.current;
    setStatus('locating');
    setFailure(undefined);
    let position: DevicePosition;
    try {
      position = await currentPosition();
    } catch (error) {
      if (mine !== attempt.current) return;
      if (isLocationDenied(error)) setDenied(true);
      setFailure(t(locationFailureMessage(error)));
      setStatus('failed');
      return;
    }
    if (mine !== attempt.current) return;
    setFound({ position });
    setStatus('geocoding');
    try {
      const answer = await withTimeout(
        reverseGeocode(position.latitude, position.longitude),
        MAP_LOAD_TIMEOUT_MS,
      );
      if (mine !== attempt.current) return;
      setFound({ position, address: answer.address });
    } catch (error) {
      if (mine !== attempt.current) return;
      setFound({
        position,
        addressFailure: isNotFound(error)
          ? t('labMaps.geolocation.noAddress')
          : message(failureMessage(error)),
      });
    }
    setStatus('done');
  };

  const coordinates = found
    ? t('labMaps.geolocation.coordinates', {
        latitude: formatCoordinate(found.position.latitude, i18n.language),
        longitude: formatCoordinate(found.position.longitude, i18n.language),
      })
    : undefined;
  const place = found?.address ?? found?.addressFailure;
  const label = [place, coordinates].filter(Boolean).join(' · ');

  // The dot at the position, its address in a bubble above it; the map moves there.
  useEffect(() => {
    if (!map || !found) return;
    const dot = positionDot(t('labMaps.geolocation.here'));
    const point = lngLat(found.position);
    const marker = new Marker({ element: dot }).setLngLat(point).addTo(map);
    const popup = new Popup({
      anchor: 'bottom',
      className: styles.popup,
      closeButton: false,
      closeOnClick: false,
      offset: 16,
    })
      .setLngLat(point)
      .setText(label)
      .addTo(map);
    if (reducedMotion) map.jumpTo({ center: point });
    else map.easeTo({ center: point });
    return () => {
      popup.remove();
      marker.remove();
    };
  }, [map, found, label, reducedMotion, t]);

  const busy = status === 'locating' || status === 'geocoding';
  return (
    <Page>
      <Stack space="medium">
        <Text>{t('labMaps.geolocation.intro')}</Text>
        <Button onClick={() => void locate()} loading={busy} disabled={busy}>
          {t('labMaps.geolocation.locate')}
        </Button>
        <LabMapFrame map={view} testId="lab-geolocation-map" />
        <div role="status" data-testid="lab-geolocation-result" data-state={status}>
          <Stack space="xsmall">
            {status === 'locating' && <Text>{t('labMaps.geolocation.locating')}</Text>}
            {status === 'geocoding' && <Text>{t('labMaps.geolocation.geocoding')}</Text>}
            {status === 'failed' && failure && <Text tone="critical">{failure}</Text>}
            {found && status !== 'locating' && (
              <>
                {found.address && <Text weight="strong">{found.address}</Text>}
                {found.addressFailure && <Text tone="critical">{found.addressFailure}</Text>}
                <Text tone="muted">{coordinates}</Text>
              </>
            )}
          </Stack>
        </div>
      </Stack>
      <LocationDeniedDialog
        open={denied}
        onClose={() => setDenied(false)}
        onRetry={() => void locate()}
      />
    </Page>
  );
}
