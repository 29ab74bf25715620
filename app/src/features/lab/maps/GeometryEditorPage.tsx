import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type TerraDrawMouseEvent,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { Button, Inline, List, ListItem, Page, Stack, Text } from '@citylife/ui';
import { LabMapFrame, useLabMap } from './LabMap';
import * as styles from './LabMap.css';
import { pathPaint, pointPaint, type Position } from './drawing';
import {
  addKeyboardPoint,
  countShapes,
  keyboardShape,
  keyboardShapeCanFinish,
  keyboardShapeComplete,
  pendingFeatures,
  sameCounts,
  SELECT,
  SHAPES,
  type Mode,
  type Shape,
  type ShapeCounts,
} from './shapes';
import './messages';

/**
 * Circle mode whose second tap sets the edge where it lands. terra-draw sizes the circle
 * by the pointer's moves between the taps, and a finger on a touch screen makes none: the
 * circle would stay a dot.
 */
class TapCircleMode extends TerraDrawCircleMode {
  override onClick(event: TerraDrawMouseEvent) {
    if (this.state === 'drawing') this.onMouseMove(event);
    super.onClick(event);
  }
}

/** The editor's modes: each kind of shape, and selecting (moving shapes and their points). */
function editorModes() {
  const editable = { draggable: true, coordinates: { draggable: true, deletable: true } };
  return [
    new TerraDrawSelectMode({
      flags: {
        marker: { feature: { draggable: true } },
        polyline: {
          feature: { ...editable, coordinates: { ...editable.coordinates, midpoints: true } },
        },
        polygon: {
          feature: { ...editable, coordinates: { ...editable.coordinates, midpoints: true } },
        },
        circle: { feature: { draggable: true } },
      },
    }),
    new TerraDrawPointMode({ modeName: 'marker' }),
    new TerraDrawLineStringMode({ modeName: 'polyline' }),
    new TerraDrawPolygonMode(),
    new TapCircleMode(),
  ];
}

const PENDING = 'lab-geometry-pending';

/** The points of a shape drawn without pointing, over the map (added again with a new style). */
function showPending(map: MapLibreMap, points: readonly Position[]) {
  if (!map.getSource(PENDING)) {
    map.addSource(PENDING, { type: 'geojson', data: pendingFeatures(points) });
    map.addLayer({
      id: `${PENDING}-path`,
      type: 'line',
      source: PENDING,
      filter: ['==', ['get', 'kind'], 'path'],
      paint: pathPaint(true),
    });
    map.addLayer({
      id: `${PENDING}-points`,
      type: 'circle',
      source: PENDING,
      filter: ['==', ['get', 'kind'], 'point'],
      paint: pointPaint,
    });
  }
  map.getSource<GeoJSONSource>(PENDING)?.setData(pendingFeatures(points));
}

/**
 * The geometry editor: choose marker, polyline, polygon or circle to draw one; once it is
 * finished the editor goes back to interact mode, where a shape can be selected and moved.
 * Drawing is terra-draw's, on the lab's map. Without pointing, a shape is drawn from points
 * added at the map's centre (the map moves with the arrow keys), as on the mask page. The
 * mode's hint and these controls are under the map, so that the map stays where it is
 * whatever the mode.
 */
export function GeometryEditorPage() {
  const { t } = useTranslation();
  const view = useLabMap();
  const { map } = view;
  const draw = useRef<TerraDraw | null>(null);
  const [mode, setMode] = useState<Mode>(SELECT);
  const [counts, setCounts] = useState<ShapeCounts>(() => countShapes([]));
  const [points, setPoints] = useState<Position[]>([]);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!map) return;
    const editor = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: editorModes(),
    });
    editor.start();
    editor.setMode(SELECT);
    const recount = () => {
      const next = countShapes(editor.getSnapshot());
      setCounts((now) => (sameCounts(now, next) ? now : next));
    };
    editor.on('change', recount);
    editor.on('finish', (_id, context) => {
      recount();
      // A finished drawing returns to interact mode; edits made there stay in it.
      if (context.action === 'draw') {
        editor.setMode(SELECT);
        setMode(SELECT);
        setPoints([]);
      }
    });
    draw.current = editor;
    return () => {
      draw.current = null;
      editor.stop();
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const shown = () => showPending(map, points);
    shown();
    map.on('styledata', shown);
    return () => {
      map.off('styledata', shown);
    };
  }, [map, points]);

  const choose = (next: Mode) => {
    draw.current?.setMode(next);
    setMode(next);
    setPoints([]);
    setRefused(false);
  };

  /** Adds the points' shape to the drawing and goes back to interact mode. */
  const finish = (shape: Shape, at: readonly Position[]) => {
    const editor = draw.current;
    const feature = keyboardShape(shape, at);
    if (!editor || !feature) return;
    const [result] = editor.addFeatures([feature]);
    if (!result?.valid) {
      setRefused(true);
      return;
    }
    setCounts(countShapes(editor.getSnapshot()));
    choose(SELECT);
  };

  const addAtCentre = () => {
    if (!map || mode === SELECT) return;
    const { lng, lat } = map.getCenter();
    const next = addKeyboardPoint(points, [lng, lat]);
    setRefused(false);
    if (keyboardShapeComplete(mode, next)) finish(mode, next);
    else setPoints(next);
  };

  const clear = () => {
    draw.current?.clear();
    setCounts(countShapes([]));
    choose(SELECT);
  };

  const total = SHAPES.reduce((sum, shape) => sum + counts[shape], 0);
  const drawing = mode !== SELECT;
  return (
    <Page>
      <Stack space="medium">
        <Inline space="small" role="group" aria-label={t('labMaps.geometry.modes')}>
          {([SELECT, ...SHAPES] as const).map((option) => (
            <Button
              key={option}
              size="small"
              variant={mode === option ? 'solid' : 'soft'}
              pressed={mode === option}
              disabled={!map}
              onClick={() => choose(option)}
            >
              {t(`labMaps.geometry.mode.${option}`)}
            </Button>
          ))}
        </Inline>
        <LabMapFrame map={view} testId="lab-geometry-map">
          {drawing && <div className={styles.crosshair} aria-hidden />}
        </LabMapFrame>
        <Text role="status" data-testid="lab-geometry-mode" data-mode={mode}>
          {t(`labMaps.geometry.hint.${mode}`)}
          {drawing && ` ${t('labMaps.geometry.keyboard')}`}
          {drawing &&
            points.length > 0 &&
            ` ${t('labMaps.geometry.placed', { count: points.length })}`}
          {refused && ` ${t('labMaps.geometry.refused')}`}
        </Text>
        {drawing && (
          <Inline space="small">
            <Button variant="soft" disabled={!map} onClick={addAtCentre}>
              {t('labMaps.addAtCentre')}
            </Button>
            {(mode === 'polyline' || mode === 'polygon') && (
              <Button
                disabled={!keyboardShapeCanFinish(mode, points)}
                onClick={() => finish(mode, points)}
              >
                {t('labMaps.geometry.finish')}
              </Button>
            )}
          </Inline>
        )}
        <List aria-label={t('labMaps.geometry.shapes')}>
          {SHAPES.map((shape) => (
            <ListItem
              key={shape}
              title={t(`labMaps.geometry.kind.${shape}`)}
              trailing={
                <Text as="span" tabularNumbers data-shape={shape}>
                  {counts[shape]}
                </Text>
              }
            />
          ))}
        </List>
        <Button tone="critical" variant="soft" disabled={total === 0} onClick={clear}>
          {t('labMaps.geometry.clear')}
        </Button>
      </Stack>
    </Page>
  );
}
