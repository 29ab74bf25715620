import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { fetchMapStyle } from './api';
import {
  boundaryBounds,
  lngLat,
  MAP_LOAD_TIMEOUT_MS,
  mapLibreZoom,
  MAX_ZOOM,
  type MapStyleName,
} from './constants';
import type { LatLng } from '../latLng';
import { composeStyle, LAYER, type StyleOverlays, type StyleSpecification } from './mapStyle';
import { withTimeout } from './timeout';

// The worker comes from this app's own files, never from a CDN.
setWorkerUrl(workerUrl);

/** Where maplibre reads the style's paths and the image tiles: the API's origin. */
function mapOrigin(): string {
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  return new URL(base || '/', window.location.href).origin;
}

export type MapLoadState = 'loading' | 'ready' | 'failed';

export interface MapViewOptions {
  container: RefObject<HTMLDivElement | null>;
  styleName: MapStyleName;
  overlays: Omit<StyleOverlays, 'origin'>;
  /** Keeps the map inside the scenic area's boundary. */
  bounded: boolean;
  centre: LatLng;
  /** On the product's scale (256-pixel tiles). */
  zoom: number;
  /** The canvas's accessible name and the zoom buttons' names, in the visitor's language. */
  labels: { canvas: string; zoomIn: string; zoomOut: string; attribution: string };
  /** Called when the style of another map style could not be read. */
  onStyleFailed: (error: unknown) => void;
}

/**
 * Writes the real map state onto its container for tests and tools: whether it is idle,
 * its style's name and background colour, whether the heat layer is in the style, whether
 * bounds are set, the image tiles' opacity, whether an image tile has been drawn, and the
 * view (centre as `lat,lng` and maplibre zoom).
 */
function reportState(map: MapLibreMap, element: HTMLElement) {
  // Between two styles maplibre may have none to describe.
  const style = map.getStyle() as ReturnType<MapLibreMap['getStyle']> | undefined;
  element.dataset.style = style?.name ?? '';
  element.dataset.heat = map.getLayer(LAYER.heat) ? 'on' : 'off';
  element.dataset.route = map.getLayer(LAYER.route) ? 'on' : 'off';
  element.dataset.bounds = map.getMaxBounds() ? 'on' : 'off';
  const opacity = map.getLayer(LAYER.tiles)
    ? map.getPaintProperty(LAYER.tiles, 'raster-opacity')
    : undefined;
  element.dataset.tileOpacity = opacity === undefined ? '' : String(opacity);
  const background = style?.layers.find((layer) => layer.type === 'background');
  element.dataset.background = background
    ? String(map.getPaintProperty(background.id, 'background-color') ?? '')
    : '';
  const { lng, lat } = map.getCenter();
  element.dataset.center = `${lat.toFixed(6)},${lng.toFixed(6)}`;
  element.dataset.zoom = map.getZoom().toFixed(3);
}

/**
 * A maplibre map of the scenic area in `container`: the server's base style with the image
 * tiles over it, the heat layer and a walking route when given. Loading the style and the
 * first drawing must finish within MAP_LOAD_TIMEOUT_MS, or the state is `failed` until
 * `retry`.
 */
export function useMapView(options: MapViewOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<MapLoadState>('loading');
  const [map, setMap] = useState<MapLibreMap>();
  const [attempt, setAttempt] = useState(0);
  /** The base style now shown, with its name. */
  const base = useRef<{ name: MapStyleName; style: StyleSpecification }>(undefined);

  // Creates the map (again after a retry).
  useEffect(() => {
    const element = latest.current.container.current;
    if (!element) return;
    let current = true;
    let created: MapLibreMap | undefined;
    const initial = latest.current;
    element.dataset.mapState = 'loading';
    withTimeout(
      (async () => {
        const style = await fetchMapStyle(initial.styleName);
        if (!current) return;
        base.current = { name: initial.styleName, style };
        const origin = mapOrigin();
        created = new MapLibreMap({
          container: element,
          style: composeStyle(style, { ...initial.overlays, origin }),
          center: lngLat(initial.centre),
          zoom: mapLibreZoom(initial.zoom),
          maxZoom: mapLibreZoom(MAX_ZOOM),
          maxBounds: initial.bounded ? boundaryBounds() : undefined,
          attributionControl: { compact: true },
          locale: {
            'Map.Title': initial.labels.canvas,
            'NavigationControl.ZoomIn': initial.labels.zoomIn,
            'NavigationControl.ZoomOut': initial.labels.zoomOut,
            'AttributionControl.ToggleAttribution': initial.labels.attribution,
          },
        });
        created.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
        const map = created;
        let tileDrawn = false;
        map.on('sourcedata', (event) => {
          if (tileDrawn || event.sourceId !== LAYER.tiles || !event.tile) return;
          tileDrawn = true;
          map.once('render', () => {
            performance.mark('map:first-tile');
            element.dataset.tiles = 'drawn';
          });
        });
        const busy = () => {
          element.dataset.mapState = 'busy';
        };
        map.on('dataloading', busy);
        map.on('movestart', busy);
        map.on('styledata', () => reportState(map, element));
        map.on('idle', () => {
          reportState(map, element);
          element.dataset.mapState = 'idle';
        });
        await new Promise<void>((resolve, reject) => {
          map.once('load', () => resolve());
          // Until the first drawing, a failed style is a failed map; tiles may be missing.
          map.on('error', (event) => {
            if (!map.loaded() && !('tile' in event && event.tile)) reject(event.error);
          });
        });
      })(),
      MAP_LOAD_TIMEOUT_MS,
    ).then(
      () => {
        if (!current || !created) return;
        setMap(created);
        setState('ready');
      },
      () => {
        if (!current) return;
        created?.remove();
        created = undefined;
        element.dataset.mapState = 'failed';
        setState('failed');
      },
    );
    return () => {
      current = false;
      created?.remove();
      setMap(undefined);
    };
  }, [attempt]);

  // Another map style: its base style, then the whole style again.
  const { styleName, bounded } = options;
  const { debugging, heat, route } = options.overlays;
  useEffect(() => {
    if (!map) return;
    let current = true;
    const apply = (style: StyleSpecification) => {
      map.setStyle(composeStyle(style, { debugging, heat, route, origin: mapOrigin() }));
    };
    if (base.current?.name === styleName) {
      apply(base.current.style);
    } else {
      fetchMapStyle(styleName).then(
        (style) => {
          if (!current) return;
          base.current = { name: styleName, style };
          apply(style);
        },
        (error: unknown) => {
          if (current) latest.current.onStyleFailed(error);
        },
      );
    }
    return () => {
      current = false;
    };
  }, [map, styleName, debugging, heat, route]);

  useEffect(() => {
    if (!map) return;
    map.setMaxBounds(bounded ? boundaryBounds() : null);
    const element = latest.current.container.current;
    if (element) reportState(map, element);
  }, [map, bounded]);

  // maplibre names its canvas and controls once; a new language renames them.
  const { canvas, zoomIn, zoomOut, attribution } = options.labels;
  useEffect(() => {
    if (!map) return;
    map.getCanvas().setAttribute('aria-label', canvas);
    const container = map.getContainer();
    const rename = (selector: string, label: string) => {
      const element = container.querySelector(selector);
      element?.setAttribute('aria-label', label);
      element?.setAttribute('title', label);
    };
    rename('.maplibregl-ctrl-zoom-in', zoomIn);
    rename('.maplibregl-ctrl-zoom-out', zoomOut);
    rename('.maplibregl-ctrl-attrib-button', attribution);
  }, [map, canvas, zoomIn, zoomOut, attribution]);

  return {
    state,
    map,
    retry: () => {
      setState('loading');
      setAttempt((value) => value + 1);
    },
  };
}
