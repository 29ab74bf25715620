import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Stack, Text } from '@citylife/ui';
import { TILE_LAYER } from '../../../common/map/constants';
import { LabMapFrame, useLabMap } from './LabMap';
import './messages';

/**
 * The offline image tiles of the scenic area (/tiles/{z}/{x}_{y}.png) over the base map,
 * kept inside the area's boundary, with the zoom level shown on the tiles' own scale.
 */
export function TileMapPage() {
  const { t } = useTranslation();
  const view = useLabMap({ bounded: true });
  const { map } = view;
  const [zoom, setZoom] = useState<number>();

  useEffect(() => {
    if (!map) return;
    // maplibre counts 512-pixel tiles: the image tiles' level is one higher.
    const update = () => setZoom(Math.round(map.getZoom() + 1));
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);

  return (
    <Page>
      <Stack space="medium">
        <Text>
          {t('labMaps.tiles.intro', { min: TILE_LAYER.minzoom, max: TILE_LAYER.maxzoom })}
        </Text>
        <LabMapFrame map={view} testId="lab-tile-map" />
        <Text tone="muted" aria-live="polite">
          {zoom === undefined ? '\u00a0' : t('labMaps.tiles.zoom', { zoom })}
        </Text>
      </Stack>
    </Page>
  );
}
