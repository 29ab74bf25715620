import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Button,
  Card,
  ErrorState,
  Inline,
  Page,
  PageSection,
  Spinner,
  Stack,
  Text,
} from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { LocationDeniedDialog } from '../../common/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
  watchPosition,
  type DevicePosition,
} from '../../common/location/position';
import { mapPath } from '../../common/mapFocus';
import { paths } from '../../lib/paths';
import { useMessage } from '../../i18n/useMessage';
import { retryableImport } from '../../lib/retryableImport';
import { preferences } from '../../stores/preferences';
import { fetchNearbyPlaces } from './api';
import type { ArWorld } from './arWorld';
import {
  COMPASS_INTERVAL_MS,
  createPlacesGate,
  LOCATION_TIMEOUT_MS,
  SIMULATED_POSITION,
  toArPlace,
  WATCH_MAXIMUM_AGE_MS,
  WATCH_TIMEOUT_MS,
  type ArPlace,
  type NearbyPlace,
} from './places';
import * as styles from './ArPage.css';
import './messages';

/** The AR runtime and the places world, a chunk of their own loaded by this screen. */
const loadWorld = retryableImport(() => import('./arWorld'));

/** What the bench reaches while debugging is on: more places through the same injection. */
export interface ArViewHook {
  addPlaces(places: readonly NearbyPlace[]): void;
  readonly world: ArWorld;
}
declare global {
  interface Window {
    citylifeArView?: ArViewHook;
  }
}

type WorldState =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed'; reason: string };
type Position =
  { source: 'asking' } | { source: 'device' } | { source: 'simulator'; error: unknown };
type Places =
  | { status: 'loading' }
  | { status: 'ready'; list: ArPlace[] }
  | { status: 'failed'; error: unknown };

/** What the view shows beside the picture, brought up to date every COMPASS_INTERVAL_MS. */
interface Readout {
  camera: 'pending' | 'live' | 'unavailable' | 'off';
  motion: 'open' | 'ask' | 'granted' | 'refused' | undefined;
  distances: ReadonlyMap<number, number>;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/**
 * The AR places view: nearby places as markers over the camera feed, turned by the device's
 * orientation, with a radar; the simulator's position and a dragged heading stand in where
 * the device cannot tell. A place picked on the view or in the list shows its card.
 */
export function ArPage() {
  const { t } = useTranslation();
  // The world's labels read the language of the moment they are written.
  const translate = useRef(t);
  translate.current = t;
  const message = useMessage();
  const { debugging } = useSnapshot(preferences);
  const viewRef = useRef<HTMLDivElement>(null);
  const radarRef = useRef<HTMLDivElement>(null);
  const worldRef = useRef<ArWorld | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [world, setWorld] = useState<WorldState>({ status: 'loading' });
  const [position, setPosition] = useState<Position>({ source: 'asking' });
  const [places, setPlaces] = useState<Places>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const [readout, setReadout] = useState<Readout | undefined>(undefined);
  // The heading line shows what the view's heading badge shows, at the frame it changes.
  const [heading, setHeading] = useState<{ degrees: number; dragged: boolean } | undefined>(
    undefined,
  );
  const [deniedOpen, setDeniedOpen] = useState(false);

  useEffect(() => {
    const view = viewRef.current;
    const radar = radarRef.current;
    if (!view || !radar) return;
    let active = true;
    let arWorld: ArWorld | undefined;
    let device: DevicePosition | undefined;
    let stopWatch: (() => void) | undefined;
    const gate = createPlacesGate<ArPlace>((list) => arWorld?.setPlaces(list));

    let placeIds: number[] = [];
    let stopHeading: (() => void) | undefined;
    const showHeading = (current: ArWorld, degrees?: number) =>
      setHeading({
        degrees: degrees ?? current.shownHeading,
        dragged: current.status.heading === 'drag',
      });
    const readNow = () => {
      if (!active || !arWorld) return;
      const current = arWorld;
      const distances = new Map<number, number>();
      for (const id of placeIds) {
        const distance = current.distanceTo(id);
        if (distance !== undefined) distances.set(id, distance);
      }
      showHeading(current);
      setReadout({
        camera: current.status.camera,
        motion: current.status.orientationAccess,
        distances,
      });
    };
    const compass = window.setInterval(readNow, COMPASS_INTERVAL_MS);

    // The position: the device's (then followed), or the scenic area's centre.
    const located = currentPosition({
      timeoutMs: LOCATION_TIMEOUT_MS,
      maximumAgeMs: WATCH_MAXIMUM_AGE_MS,
    }).then(
      (first) => {
        if (!active) return first;
        device = first;
        arWorld?.setUserLocation(first);
        setPosition({ source: 'device' });
        stopWatch = watchPosition(
          (next) => {
            device = next;
            arWorld?.setUserLocation(next);
          },
          // A single late reading is expected while moving; the last position stays.
          () => undefined,
          { timeoutMs: WATCH_TIMEOUT_MS, maximumAgeMs: WATCH_MAXIMUM_AGE_MS },
        );
        return first;
      },
      (error: unknown) => {
        if (active) {
          setPosition({ source: 'simulator', error });
          if (isLocationDenied(error)) setDeniedOpen(true);
        }
        return SIMULATED_POSITION;
      },
    );

    // The places near it, injected once the world has loaded too.
    void located
      .then((at) => fetchNearbyPlaces(at.latitude, at.longitude))
      .then(
        (data) => {
          if (!active) return;
          const list = data.map(toArPlace);
          placeIds = list.map((place) => place.id);
          gate.placesArrived(list);
          setPlaces({ status: 'ready', list });
          readNow();
        },
        (error: unknown) => {
          if (active) setPlaces({ status: 'failed', error });
        },
      );

    // The runtime and its world.
    loadWorld()
      .then(({ createArWorld }) => {
        if (!active) return;
        arWorld = createArWorld({
          container: view,
          radar,
          useCamera: true,
          useDeviceOrientation: true,
          debugging,
          onSelect: (id) => {
            if (active) setSelectedId(id);
          },
          moreLabel: (count) => translate.current('ar.more', { count }),
        });
        worldRef.current = arWorld;
        const current = arWorld;
        stopHeading = current.renderer.onHeadingShown((degrees) => {
          if (active) showHeading(current, degrees);
        });
        if (device) arWorld.setUserLocation(device);
        gate.worldLoaded();
        setWorld({ status: 'ready' });
        if (debugging) {
          const current = arWorld;
          window.citylifeArView = {
            world: current,
            addPlaces: (extra) => current.addPlaces(extra.map(toArPlace)),
          };
        }
        readNow();
        return arWorld.start().then(readNow);
      })
      .catch((error: unknown) => {
        if (!active) return;
        arWorld?.stop();
        arWorld = undefined;
        setWorld({ status: 'failed', reason: reasonOf(error) });
      });

    return () => {
      active = false;
      window.clearInterval(compass);
      stopHeading?.();
      stopWatch?.();
      arWorld?.stop();
      worldRef.current = undefined;
      if (window.citylifeArView?.world === arWorld) delete window.citylifeArView;
    };
  }, [attempt, debugging]);

  const restart = () => {
    setWorld({ status: 'loading' });
    setPosition({ source: 'asking' });
    setPlaces({ status: 'loading' });
    setSelectedId(undefined);
    setReadout(undefined);
    setHeading(undefined);
    setAttempt((value) => value + 1);
  };

  // Where the browser wants a tap before it tells the device's orientation.
  const allowMotion = () => {
    const current = worldRef.current;
    if (!current) return;
    void current.renderer.requestOrientationAccess().then(() => {
      if (worldRef.current !== current) return;
      setReadout((shown) => shown && { ...shown, motion: current.status.orientationAccess });
    });
  };

  const select = (id: number | undefined) => {
    const current = worldRef.current;
    if (!current) return;
    current.select(id);
    if (id !== undefined) current.turnTo(id);
  };

  const distanceText = (meters: number | undefined) => {
    if (meters === undefined) return undefined;
    return meters < 1000
      ? t('ar.distance.meters', { value: Math.round(meters) })
      : t('ar.distance.kilometres', { value: (meters / 1000).toFixed(1) });
  };

  const list = places.status === 'ready' ? places.list : [];
  const chosen = list.find((place) => place.id === selectedId);
  const simulatedLocation = position.source === 'simulator';
  const noCamera = readout?.camera === 'unavailable' || readout?.camera === 'off';
  const locationReason =
    position.source === 'simulator'
      ? isLocationDenied(position.error)
        ? t('ar.simulated.denied')
        : message(locationFailureMessage(position.error))
      : undefined;

  return (
    <Page width="wide">
      <div className={styles.stage}>
        <div
          ref={viewRef}
          className={styles.view}
          data-testid="ar-view"
          role="img"
          aria-label={t('ar.view')}
        />
        <div ref={radarRef} className={styles.radar} data-testid="ar-radar" aria-hidden="true" />
        {world.status !== 'ready' && (
          <div className={styles.cover}>
            {world.status === 'loading' ? (
              <Spinner label={t('ar.loading')} showLabel />
            ) : (
              <ErrorState
                title={t('ar.loadFailed', { reason: world.reason })}
                onRetry={restart}
                retryLabel={t('ar.retry')}
              />
            )}
          </div>
        )}
      </div>

      <Stack space="small" role="status" aria-live="polite">
        {position.source === 'asking' && <Text tone="muted">{t('ar.asking')}</Text>}
        {(simulatedLocation || noCamera) && (
          <Stack space="xsmall" data-testid="ar-simulated">
            <Text weight="strong">{t('ar.simulated.title')}</Text>
            {simulatedLocation && (
              <Text tone="muted">{t('ar.simulated.location', { reason: locationReason })}</Text>
            )}
            {noCamera && <Text tone="muted">{t('ar.simulated.camera')}</Text>}
          </Stack>
        )}
        {readout?.camera === 'pending' && position.source !== 'asking' && (
          <Text tone="muted">{t('ar.cameraWaiting')}</Text>
        )}
        {readout?.motion === 'refused' && <Text tone="muted">{t('ar.motion.refused')}</Text>}
        {heading && (
          <Text
            size="small"
            tone="muted"
            tabularNumbers
            data-testid="ar-heading"
            data-heading={heading.degrees}
          >
            {heading.dragged
              ? t('ar.headingDragged', { degrees: heading.degrees })
              : t('ar.heading', { degrees: heading.degrees })}
          </Text>
        )}
      </Stack>

      {(readout?.motion === 'ask' || readout?.motion === 'refused') && (
        <Inline space="small">
          <Button variant="soft" size="small" onClick={allowMotion}>
            {readout.motion === 'ask' ? t('ar.motion.allow') : t('ar.motion.askAgain')}
          </Button>
        </Inline>
      )}

      {simulatedLocation && isLocationDenied(position.error) && (
        <Inline space="small">
          <Button variant="soft" size="small" onClick={() => setDeniedOpen(true)}>
            {t('ar.locationHelp')}
          </Button>
        </Inline>
      )}

      {chosen && (
        <PageSection title={t('ar.selected')} titleStyle="label">
          <Card title={chosen.name} aria-label={chosen.name}>
            <Stack space="small">
              {chosen.description && <Text maxLines={3}>{chosen.description}</Text>}
              {readout?.distances.has(chosen.id) && (
                <Text size="small" tone="muted">
                  {t('ar.away', { distance: distanceText(readout.distances.get(chosen.id)) })}
                </Text>
              )}
              <Inline space="small">
                <Button size="small" href={paths.tour.place(chosen.id)}>
                  {t('ar.card.place')}
                </Button>
                <Button
                  size="small"
                  variant="soft"
                  href={mapPath({
                    latitude: chosen.latitude,
                    longitude: chosen.longitude,
                    zoom: 17,
                  })}
                >
                  {t('ar.card.directions')}
                </Button>
                <Button size="small" variant="ghost" onClick={() => select(undefined)}>
                  {t('ar.card.close')}
                </Button>
              </Inline>
            </Stack>
          </Card>
        </PageSection>
      )}

      <PageSection title={t('ar.places.title')} titleStyle="label">
        {places.status === 'loading' && <Spinner size="small" label={t('ar.places.loading')} />}
        {places.status === 'failed' && (
          <ErrorState
            description={message(failureMessage(places.error))}
            onRetry={restart}
            retryLabel={t('ar.retry')}
          />
        )}
        {places.status === 'ready' && list.length === 0 && (
          <Text tone="muted">{t('ar.places.empty')}</Text>
        )}
        {list.length > 0 && (
          <Inline as="ul" space="small" aria-label={t('ar.places.title')} data-testid="ar-places">
            {list.map((place) => (
              <li
                key={place.id}
                data-place-id={place.id}
                data-object-id={worldRef.current?.objectIdOf(place.id)}
              >
                <Button
                  size="small"
                  variant={place.id === selectedId ? 'solid' : 'soft'}
                  pressed={place.id === selectedId}
                  disabled={world.status !== 'ready'}
                  onClick={() => select(place.id === selectedId ? undefined : place.id)}
                >
                  {place.name}
                  {readout?.distances.has(place.id)
                    ? ` · ${distanceText(readout.distances.get(place.id))}`
                    : ''}
                </Button>
              </li>
            ))}
          </Inline>
        )}
      </PageSection>

      <LocationDeniedDialog
        open={deniedOpen}
        onClose={() => setDeniedOpen(false)}
        onRetry={restart}
      />
    </Page>
  );
}
