import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CENTRE, DEFAULT_STYLE, DEFAULT_ZOOM } from '../../../common/map/constants';
import type { LatLng } from '../../../common/latLng';
import { useMapView } from '../../../common/map/useMapView';
import { MapFrame } from '../../../common/map/MapFrame';
import * as styles from './LabMap.css';
import './messages';

export interface LabMapOptions {
  /** Keeps the map inside the scenic area's boundary. */
  bounded?: boolean;
  centre?: LatLng;
  /** On the product's scale (256-pixel tiles). */
  zoom?: number;
}

/**
 * A lab page's map: the scenic area's offline map (the server's base style with the image
 * tiles over it), in the default style, without the tour's overlays.
 */
export function useLabMap({
  bounded = false,
  centre = DEFAULT_CENTRE,
  zoom = DEFAULT_ZOOM,
}: LabMapOptions = {}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const view = useMapView({
    container,
    styleName: DEFAULT_STYLE,
    // Constant overlays: the style is never replaced, so what a page draws on it stays.
    overlays: NO_OVERLAYS,
    bounded,
    centre,
    zoom,
    labels: {
      canvas: t('labMaps.map.canvas'),
      zoomIn: t('labMaps.map.zoomIn'),
      zoomOut: t('labMaps.map.zoomOut'),
      attribution: t('labMaps.map.attribution'),
    },
    onStyleFailed: () => undefined,
  });
  return { container, ...view };
}

const NO_OVERLAYS = { debugging: false } as const;

/** The map's frame: the canvas, and loading or failure (with Try again) over it. */
export function LabMapFrame({
  map,
  testId,
  children,
}: {
  map: ReturnType<typeof useLabMap>;
  /** Names the map's container for tests and tools. */
  testId: string;
  /** Drawn over the map once it is ready. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <MapFrame
      className={styles.frame}
      container={map.container}
      testId={testId}
      view={map}
      labels={{
        loading: t('labMaps.map.loading'),
        failed: t('labMaps.map.loadFailed'),
        failedDetail: t('labMaps.map.loadFailedDetail'),
        retry: t('labMaps.map.retry'),
      }}
      overlay={{ padding: 'medium', background: 'surface' }}
      ready={children}
    />
  );
}
