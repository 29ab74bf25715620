import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { IconButton, Stack, useSnackbar, WeatherChip, type IconName } from '@citylife/ui';
import type { components } from '@citylife/api-client';
import { useApiData } from '../../api/useApiData';
import { LocationDeniedDialog } from '../../common/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
} from '../../common/location/position';
import { mapPath, readMapFocus } from '../../common/mapFocus';
import { openLogin } from '../../stores/loginPrompt';
import { preferences } from '../../stores/preferences';
import { session } from '../../stores/session';
import { fetchAttractions, fetchWeather, locateByIp } from './api';
import {
  DEFAULT_CENTRE,
  DEFAULT_STYLE,
  DEFAULT_ZOOM,
  lngLat,
  mapLibreZoom,
  MAX_ZOOM,
} from '../../common/map/constants';
import { parseLatLng, type LatLng } from '../../common/latLng';
import { FilterDialog, type MapSettings } from './FilterDialog';
import { DEFAULT_FILTER, filterKey, type Attraction } from './filters';
import { heatData } from './heat';
import { routeBounds } from '../../common/map/mapStyle';
import { AddPointDialog } from './dialogs/AddPointDialog';
import { AttractionDialog } from './dialogs/AttractionDialog';
import { useAttractionMarkers, usePositionMarker } from './useMarkers';
import { useMapView } from '../../common/map/useMapView';
import { MapFrame } from '../../common/map/MapFrame';
import * as styles from './Map.css';
import './messages';

type WeatherCondition = components['schemas']['WeatherCondition'];

const NO_ATTRACTIONS: Attraction[] = [];

const weatherIcons: Record<WeatherCondition, IconName> = {
  clear: 'sun',
  partlyCloudy: 'sun',
  cloudy: 'cloud',
  overcast: 'cloud',
  rain: 'rain',
  thunderstorm: 'rain',
  snow: 'rain',
  sleet: 'rain',
  fog: 'cloud',
  haze: 'cloud',
  dust: 'cloud',
  windy: 'cloud',
};

/** The current weather at the map's centre; nothing when it cannot be read. */
function MapWeather({ point }: { point: LatLng }) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  const weather = useApiData(`weather-${point.latitude},${point.longitude}`, () =>
    fetchWeather(point),
  );
  if (!weather.data) return null;
  return (
    <WeatherChip
      temperature={weather.data.temperature}
      condition={t(`map.weather.${weather.data.condition}`)}
      icon={weatherIcons[weather.data.condition]}
      lang={locale}
    />
  );
}

/**
 * The scenic-area map: the server's base map with the image tiles over it, a marker per
 * attraction of the chosen types and tickets, the weather, the visitor's position, and the
 * search/more dialog (filters, heat layer, boundary, style, add point, locating). A marker
 * opens the attraction's dialog, whose walking route is drawn on the map. The query may
 * centre the map, zoom it and open an attraction.
 */
export function MapPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const snackbar = useSnackbar();
  const { debugging } = useSnapshot(preferences);
  const { loggedIn } = useSnapshot(session);
  const focus = useMemo(() => readMapFocus(search), [search]);
  const centre: LatLng =
    focus.latitude !== undefined && focus.longitude !== undefined
      ? { latitude: focus.latitude, longitude: focus.longitude }
      : DEFAULT_CENTRE;

  const [settings, setSettings] = useState<MapSettings>({
    filter: DEFAULT_FILTER,
    heat: false,
    bounded: false,
    style: DEFAULT_STYLE,
  });
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<number | undefined>(focus.attraction);
  const [addOpen, setAddOpen] = useState(false);
  const [denied, setDenied] = useState<{ retry: () => void }>();
  const [position, setPosition] = useState<LatLng>();
  const [route, setRoute] = useState<[number, number][]>();
  const [added, setAdded] = useState<Attraction[]>([]);

  const { filter } = settings;
  const attractions = useApiData(`attractions-${filterKey(filter)}`, () =>
    fetchAttractions(filter),
  );
  // The markers of the last answer stay while the next filter's load.
  const [loaded, setLoaded] = useState<Attraction[]>();
  if (attractions.data && attractions.data !== loaded) setLoaded(attractions.data);
  const shown = useMemo(() => {
    if (!loaded) return undefined;
    const ids = new Set(loaded.map((attraction) => attraction.id));
    return [...loaded, ...added.filter((attraction) => !ids.has(attraction.id))];
  }, [loaded, added]);
  const heat = useMemo(
    () => (settings.heat && shown ? heatData(shown) : undefined),
    [settings.heat, shown],
  );

  const container = useRef<HTMLDivElement>(null);
  const view = useMapView({
    container,
    styleName: settings.style,
    overlays: { debugging, heat, route },
    bounded: settings.bounded,
    centre,
    zoom: focus.zoom ?? DEFAULT_ZOOM,
    labels: {
      canvas: t('map.canvas'),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      attribution: t('map.attribution'),
    },
    onStyleFailed: () => snackbar.show(t('map.loadFailed'), { tone: 'critical' }),
  });
  const { map } = view;

  useAttractionMarkers(map, shown ?? NO_ATTRACTIONS, setSelected);
  usePositionMarker(map, position, t('map.youAreHere'));

  // A new query (the map opens on the first one) moves the map and opens its attraction,
  // once: closing the dialog or reloading the map does not bring it back.
  const shownFocus = useRef(search);
  useEffect(() => {
    if (shownFocus.current === search) return;
    shownFocus.current = search;
    if (focus.attraction !== undefined) setSelected(focus.attraction);
    if (map && focus.latitude !== undefined && focus.longitude !== undefined) {
      map.jumpTo({
        center: [focus.longitude, focus.latitude],
        ...(focus.zoom === undefined ? {} : { zoom: mapLibreZoom(focus.zoom) }),
      });
    }
  }, [map, search, focus]);

  // Markers that failed to load say so, with a way to try again.
  const reloadAttractions = useRef(attractions.reload);
  useEffect(() => {
    reloadAttractions.current = attractions.reload;
  });
  useEffect(() => {
    if (attractions.status !== 'failed') return;
    snackbar.show(t('map.attractionsFailed'), {
      tone: 'critical',
      action: { label: t('map.retry'), onClick: () => reloadAttractions.current() },
    });
  }, [attractions.status, snackbar, t]);

  const showPosition = (point: LatLng) => {
    setPosition(point);
    map?.easeTo({ center: lngLat(point) });
  };

  const locationFailed = (error: unknown, retry: () => void) => {
    if (isLocationDenied(error)) setDenied({ retry });
    else snackbar.show(t(locationFailureMessage(error)), { tone: 'critical' });
  };

  /** The device's position, shown and centred; undefined (and said why) when it fails. */
  const locate = async (): Promise<LatLng | undefined> => {
    try {
      const point = await currentPosition();
      const found = { latitude: point.latitude, longitude: point.longitude };
      showPosition(found);
      return found;
    } catch (error) {
      locationFailed(error, () => void locate());
      return undefined;
    }
  };

  const locateWithIp = async () => {
    try {
      showPosition(await locateByIp());
    } catch (error) {
      snackbar.show(t(locationFailureMessage(error)), { tone: 'critical' });
    }
  };

  const addPoint = async () => {
    if (!loggedIn) {
      openLogin(mapPath());
      return;
    }
    const point = position ?? (await locate());
    if (point) setAddOpen(true);
  };

  /** Where directions start: the fixed fake location with debugging on. */
  const startPoint = async (): Promise<LatLng | undefined> => {
    if (preferences.debugging) return DEFAULT_CENTRE;
    try {
      const point = await currentPosition();
      return { latitude: point.latitude, longitude: point.longitude };
    } catch {
      return undefined;
    }
  };

  /** An attraction found by the search: its marker shown, the map centred on it, its dialog open. */
  const showAttraction = (attraction: Attraction) => {
    setAdded((list) =>
      list.some(({ id }) => id === attraction.id) ? list : [...list, attraction],
    );
    const point = parseLatLng(attraction.latlng);
    if (map && point) {
      map.jumpTo({
        center: lngLat(point),
        zoom: Math.max(map.getZoom(), mapLibreZoom(DEFAULT_ZOOM + 1)),
      });
    }
    setSelected(attraction.id);
  };

  const drawRoute = (points: [number, number][]) => {
    setRoute(points);
    const bounds = routeBounds(points);
    if (map && bounds) map.fitBounds(bounds, { padding: 48, maxZoom: mapLibreZoom(MAX_ZOOM - 1) });
  };

  return (
    <MapFrame
      className={styles.frame}
      container={container}
      testId="scenic-map"
      view={view}
      labels={{
        loading: t('map.loading'),
        failed: t('map.loadFailed'),
        failedDetail: t('map.loadFailedDetail'),
      }}
      overlay={{ padding: 'large', background: 'background' }}
      ready={
        <>
          <div className={styles.topStart}>
            <MapWeather point={centre} />
          </div>
          <div className={styles.topEnd}>
            <Stack space="small">
              <IconButton
                icon="location"
                variant="solid"
                tone="brand"
                label={t('map.myPosition')}
                onClick={() => void locate()}
              />
              <IconButton
                icon="search"
                variant="solid"
                tone="brand"
                label={t('map.more')}
                onClick={() => setFilterOpen(true)}
              />
              {route && (
                <IconButton
                  icon="close"
                  variant="solid"
                  tone="brand"
                  label={t('map.clearRoute')}
                  onClick={() => setRoute(undefined)}
                />
              )}
            </Stack>
          </div>
        </>
      }
    >
      <FilterDialog
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        settings={settings}
        onChange={setSettings}
        shown={attractions.status === 'ready' ? shown?.length : undefined}
        onAddPoint={() => void addPoint()}
        onLocate={() => void locate()}
        onLocateByIp={() => void locateWithIp()}
        onFakeLocate={() => showPosition(DEFAULT_CENTRE)}
        onChooseAttraction={showAttraction}
      />
      <AttractionDialog
        id={selected}
        onClose={() => setSelected(undefined)}
        startPoint={startPoint}
        onRoute={drawRoute}
      />
      <AddPointDialog
        open={addOpen}
        onClose={() => setAddOpen(false)}
        position={position}
        onAdded={(attraction) => {
          setAdded((list) => [...list, attraction]);
          attractions.reload();
        }}
      />
      <LocationDeniedDialog
        open={denied !== undefined}
        onClose={() => setDenied(undefined)}
        onRetry={denied?.retry}
      />
    </MapFrame>
  );
}
