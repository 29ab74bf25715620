import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { Button, Inline, List, ListItem, Page, Stack, Text } from '@citylife/ui';
import { LabMapFrame, useLabMap } from './LabMap';
import { countShapes, sameCounts, SELECT, SHAPES, type Mode, type ShapeCounts } from './shapes';
import './messages';

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
    new TerraDrawCircleMode(),
  ];
}

/**
 * The geometry editor: choose marker, polyline, polygon or circle to draw one; once it is
 * finished the editor goes back to interact mode, where a shape can be selected and moved.
 * Drawing is terra-draw's, on the lab's map.
 */
export function GeometryEditorPage() {
  const { t } = useTranslation();
  const view = useLabMap();
  const { map } = view;
  const draw = useRef<TerraDraw | null>(null);
  const [mode, setMode] = useState<Mode>(SELECT);
  const [counts, setCounts] = useState<ShapeCounts>(() => countShapes([]));

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
      }
    });
    draw.current = editor;
    return () => {
      draw.current = null;
      editor.stop();
    };
  }, [map]);

  const choose = (next: Mode) => {
    draw.current?.setMode(next);
    setMode(next);
  };

  const clear = () => {
    draw.current?.clear();
    setCounts(countShapes([]));
    choose(SELECT);
  };

  const total = SHAPES.reduce((sum, shape) => sum + counts[shape], 0);
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
        <Text role="status" data-testid="lab-geometry-mode" data-mode={mode}>
          {t(`labMaps.geometry.hint.${mode}`)}
        </Text>
        <LabMapFrame map={view} testId="lab-geometry-map" />
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
