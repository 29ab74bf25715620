import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { Button, Inline, Page, Stack, Text } from '@citylife/ui';
import { LabMapFrame, useLabMap } from './LabMap';
import * as styles from './LabMap.css';
import { pathPaint, pointPaint, type Position } from './drawing';
import { addMaskPoint, hasMask, MASK_POINTS, maskFeatures } from './mask';
import './messages';

const SOURCE = 'lab-mask';
const LAYERS = { shade: 'lab-mask-shade', lines: 'lab-mask-lines', points: 'lab-mask-points' };

/** The mask's source and layers, added once the map has its style (again if it is replaced). */
function ensureMaskLayers(map: MapLibreMap, points: readonly Position[]) {
  if (map.getSource(SOURCE)) return;
  map.addSource(SOURCE, { type: 'geojson', data: maskFeatures(points) });
  map.addLayer({
    id: LAYERS.shade,
    type: 'fill',
    source: SOURCE,
    filter: ['==', ['get', 'kind'], 'mask'],
    paint: { 'fill-color': '#000000', 'fill-opacity': 0.5 },
  });
  map.addLayer({
    id: LAYERS.lines,
    type: 'line',
    source: SOURCE,
    filter: ['in', ['get', 'kind'], ['literal', ['path', 'outline']]],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: pathPaint(),
  });
  map.addLayer({
    id: LAYERS.points,
    type: 'circle',
    source: SOURCE,
    filter: ['==', ['get', 'kind'], 'point'],
    paint: pointPaint,
  });
}

/**
 * Writes what the map really draws onto its container, for tests and tools: the points
 * shown, and whether the shade of the mask is drawn in view.
 */
function reportMask(map: MapLibreMap) {
  const element = map.getContainer();
  const drawn = map.getLayer(LAYERS.shade)
    ? map.queryRenderedFeatures({ layers: [LAYERS.shade] }).length > 0
    : false;
  const points = map.getLayer(LAYERS.points)
    ? new Set(
        map
          .queryRenderedFeatures({ layers: [LAYERS.points] })
          .map((feature) => String(feature.properties.index)),
      ).size
    : 0;
  element.dataset.mask = drawn ? 'on' : 'off';
  element.dataset.points = String(points);
}

/** Clicks on the map, as `[lng, lat]`, while `map` is there. */
function useMapClicks(map: MapLibreMap | undefined, onClick: (point: Position) => void) {
  useEffect(() => {
    if (!map) return;
    const click = (event: { lngLat: { lng: number; lat: number } }) =>
      onClick([event.lngLat.lng, event.lngLat.lat]);
    map.on('click', click);
    return () => {
      map.off('click', click);
    };
  }, [map, onClick]);
}

/** The map's centre, for adding a point without pointing (keyboard, screen reader). */
const centreOf = (map: MapLibreMap): Position => {
  const { lng, lat } = map.getCenter();
  return [lng, lat];
};

/**
 * Map drawing, the mask: each click on the map adds a point; the fourth makes the mask, a
 * shade over everything outside the shape of the four points. Clear starts again.
 */
export function MaskDrawingPage() {
  const { t } = useTranslation();
  const view = useLabMap();
  const { map } = view;
  const [points, setPoints] = useState<Position[]>([]);
  const [add] = useState(() => (point: Position) => setPoints((now) => addMaskPoint(now, point)));
  useMapClicks(map, add);

  useEffect(() => {
    if (!map) return;
    const report = () => reportMask(map);
    map.on('idle', report);
    return () => {
      map.off('idle', report);
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const draw = () => {
      ensureMaskLayers(map, points);
      map.getSource<GeoJSONSource>(SOURCE)?.setData(maskFeatures(points));
    };
    draw();
    map.on('styledata', draw);
    return () => {
      map.off('styledata', draw);
    };
  }, [map, points]);

  const made = hasMask(points);
  return (
    <Page>
      <Stack space="medium">
        <Text>{t('labMaps.mask.intro', { count: MASK_POINTS })}</Text>
        <LabMapFrame map={view} testId="lab-mask-map" />
        <Text role="status" weight={made ? 'strong' : 'regular'}>
          {made
            ? t('labMaps.mask.made', { count: MASK_POINTS })
            : t('labMaps.mask.progress', { done: points.length, count: MASK_POINTS })}
        </Text>
        <PointControls
          map={map}
          full={made}
          empty={points.length === 0}
          onAdd={add}
          onClear={() => setPoints([])}
        />
      </Stack>
    </Page>
  );
}

/**
 * Adding a point at the map's centre (for keyboard and screen-reader users) and clearing
 * the points; adding waits for the map and stops once the drawing is `full`.
 */
function PointControls(props: {
  map: MapLibreMap | undefined;
  full: boolean;
  empty: boolean;
  onAdd: (point: Position) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { map } = props;
  return (
    <Inline space="small">
      <Button
        variant="soft"
        disabled={!map || props.full}
        onClick={() => {
          if (map) props.onAdd(centreOf(map));
        }}
      >
        {t('labMaps.addAtCentre')}
      </Button>
      <Button tone="critical" disabled={props.empty} onClick={props.onClear}>
        {t('labMaps.clear')}
      </Button>
    </Inline>
  );
}

/** Map drawing, the markers: each click on the map drops a numbered marker there. */
export function MarkerDrawingPage() {
  const { t } = useTranslation();
  const view = useLabMap();
  const { map } = view;
  const [points, setPoints] = useState<Position[]>([]);
  const [add] = useState(() => (point: Position) => setPoints((now) => [...now, point]));
  useMapClicks(map, add);

  useEffect(() => {
    if (!map) return;
    const markers = points.map((point, index) => {
      // maplibre places the marker's element by its transform: the pin turns inside it.
      const element = document.createElement('div');
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', t('labMaps.markers.marker', { number: index + 1 }));
      element.dataset.marker = String(index + 1);
      const pin = document.createElement('div');
      pin.className = styles.pin;
      const label = document.createElement('span');
      label.className = styles.pinLabel;
      label.textContent = String(index + 1);
      pin.append(label);
      element.append(pin);
      return new Marker({ element, anchor: 'bottom' }).setLngLat(point).addTo(map);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, points, t]);

  return (
    <Page>
      <Stack space="medium">
        <Text>{t('labMaps.markers.intro')}</Text>
        <LabMapFrame map={view} testId="lab-marker-map" />
        <Text role="status">{t('labMaps.markers.count', { count: points.length })}</Text>
        <PointControls
          map={map}
          full={false}
          empty={points.length === 0}
          onAdd={add}
          onClear={() => setPoints([])}
        />
      </Stack>
    </Page>
  );
}
