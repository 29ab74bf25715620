import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ErrorState, Spinner, VisuallyHidden } from '@citylife/ui';
import { useReducedMotion } from '../../lib/useReducedMotion';
import type { PanoramaScene } from '../panoramaScenes';
import { centreYaw, sceneOfPath, tourNodes } from './tour';
import type { Viewer, VirtualTourPlugin } from './viewerLibrary';
import type { GyroscopePlugin } from './vrLibrary';
import * as styles from './PanoramaViewer.css';
import './messages';

export interface PanoramaViewerProps {
  /** The tour: its scenes, their pictures and links (a stable list: a new one rebuilds the viewer). */
  scenes: readonly PanoramaScene[];
  /** The scene shown; when it changes the viewer moves there. */
  sceneKey: string;
  /** Called when the viewer has arrived at a scene, also through its own link arrows. */
  onSceneChange?: (key: string) => void;
  /**
   * The virtual-reality presentation: the viewer's bar also offers motion-sensor control
   * and the side-by-side stereo view (for a phone in a headset), where the device has
   * motion sensors. Read when the viewer is made.
   */
  vr?: boolean;
  /** With `vr`: called once it is known whether the device's motion sensors answer. */
  onVrSupport?: (supported: boolean) => void;
}

type ViewerState = 'loading' | 'ready' | 'failed';

/** The library's texts, from the catalogue. */
function viewerLang(t: TFunction) {
  const control = (key: string) => t(`panoramaViewer.controls.${key}`);
  return {
    zoom: control('zoom'),
    zoomOut: control('zoomOut'),
    zoomIn: control('zoomIn'),
    moveUp: control('moveUp'),
    moveDown: control('moveDown'),
    moveLeft: control('moveLeft'),
    moveRight: control('moveRight'),
    description: control('description'),
    download: control('download'),
    fullscreen: control('fullscreen'),
    loading: t('panoramaViewer.loading'),
    menu: control('menu'),
    close: control('close'),
    twoFingers: control('twoFingers'),
    ctrlZoom: control('ctrlZoom'),
    loadError: t('panoramaViewer.loadFailed'),
    webglError: control('webglError'),
    gyroscope: control('gyroscope'),
    stereo: control('stereo'),
    stereoNotification: control('stereoNotification'),
    pleaseRotate: control('pleaseRotate'),
    tapToContinue: control('tapToContinue'),
  };
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A link arrow on the picture. Pointer users follow it; it is left out of the tab order and
 * the accessibility tree because the viewer's keyboard path is the list of connected scenes
 * beside it, which says where each link goes.
 */
function arrowElement(link: { nodeId: string }): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.tabIndex = -1;
  button.setAttribute('aria-hidden', 'true');
  button.className = `psv-virtual-tour-arrow ${styles.arrow}`;
  button.dataset.scene = link.nodeId;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('fill-rule', 'evenodd');
  // A ring around a chevron pointing ahead (the plugin's own arrow).
  path.setAttribute(
    'd',
    'M50,50 m45,0 a45,45 0 1,0 -90,0 a45,45 0 1,0 90,0 M50,50 m38,0 a38,38 0 0,1 -76,0 ' +
      'a38,38 0 0,1 76,0 M50,50 m30,0 a30,30 0 1,0 -60,0 a30,30 0 1,0 60,0 M50,40 m2.5,-2.5 ' +
      'l17.5,17.5 a2.5,2.5 0 0 1 -5,5 l-15,-15 l-15,15 a2.5,2.5 0 0 1 -5,-5 l17.5,-17.5 ' +
      'a3.5,3.5 0 0 1 5,0',
  );
  svg.append(path);
  button.append(svg);
  return button;
}

/**
 * A 360° viewer of a panorama tour: drag to look around, follow the arrows on the ground to
 * a connected scene. The viewer library loads with the first viewer shown. `sceneKey`
 * chooses the scene; `onSceneChange` reports the scene arrived at.
 */
export function PanoramaViewer({
  scenes,
  sceneKey,
  onSceneChange,
  vr = false,
  onVrSupport,
}: PanoramaViewerProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const tour = useRef<{ viewer: Viewer; plugin: VirtualTourPlugin } | null>(null);
  const [state, setState] = useState<ViewerState>('loading');
  const [shown, setShown] = useState<string | undefined>(undefined);
  const hintId = useId();
  // The latest props and texts for the library's callbacks, which are set up once.
  const latest = useRef({ sceneKey, onSceneChange, onVrSupport, vr, t, reducedMotion });
  useEffect(() => {
    latest.current = { sceneKey, onSceneChange, onVrSupport, vr, t, reducedMotion };
  });

  useEffect(() => {
    let cancelled = false;
    let viewer: Viewer | undefined;
    setState('loading');
    const withVr = latest.current.vr;
    Promise.all([import('./viewerLibrary'), withVr ? import('./vrLibrary') : undefined])
      .then(([library, vrLibrary]) => {
        const element = container.current;
        if (cancelled || !element) return;
        const { t: translate, reducedMotion: still } = latest.current;
        const start = sceneOfPath(latest.current.sceneKey, scenes) ?? scenes[0];
        if (!start) return;
        viewer = new library.Viewer({
          container: element,
          defaultYaw: centreYaw(start),
          // The VR buttons show only where the device's motion sensors answer.
          navbar: vrLibrary
            ? ['zoom', 'move', 'gyroscope', 'stereo', 'fullscreen']
            : ['zoom', 'move', 'fullscreen'],
          lang: viewerLang(translate),
          // The page scrolls past the viewer; Ctrl + wheel zooms it.
          mousewheelCtrlKey: true,
          plugins: [
            library.MarkersPlugin,
            library.VirtualTourPlugin.withConfig({
              positionMode: 'manual',
              renderMode: '3d',
              nodes: tourNodes(scenes, (scene) => translate(scene.name)),
              startNodeId: start.key,
              preload: false,
              arrowStyle: { element: arrowElement, size: { width: 80, height: 80 } },
              transitionOptions: still
                ? { effect: 'none', rotation: false, showLoader: true }
                : { effect: 'fade', rotation: true, speed: '20rpm', showLoader: true },
            }),
            ...(vrLibrary
              ? [vrLibrary.GyroscopePlugin.withConfig({ touchmove: true }), vrLibrary.StereoPlugin]
              : []),
          ],
        });
        if (vrLibrary) {
          const motion = viewer.getPlugin<GyroscopePlugin>(vrLibrary.GyroscopePlugin);
          void motion.isSupported().then((supported) => {
            if (!cancelled) latest.current.onVrSupport?.(supported);
          });
        }
        const plugin = viewer.getPlugin<VirtualTourPlugin>(library.VirtualTourPlugin);
        viewer.addEventListener('panorama-load', () => setState('loading'));
        viewer.addEventListener('panorama-loaded', () => setState('ready'));
        viewer.addEventListener('panorama-error', () => setState('failed'));
        plugin.addEventListener('node-changed', ({ node }) => {
          setShown(node.id);
          latest.current.onSceneChange?.(node.id);
        });
        tour.current = { viewer, plugin };
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      tour.current = null;
      viewer?.destroy();
    };
  }, [scenes]);

  // Moving to the scene asked for, unless the viewer is there already; it opens on the
  // picture's centre (the arrows instead keep the direction of travel).
  useEffect(() => {
    const current = tour.current;
    if (!current || current.plugin.getCurrentNode()?.id === sceneKey) return;
    const target = scenes.find((scene) => scene.key === sceneKey);
    if (!target) return;
    current.plugin
      .setCurrentNode(sceneKey, { rotateTo: { yaw: centreYaw(target), pitch: 0 } })
      .catch(() => setState('failed'));
  }, [sceneKey, scenes]);

  // The library's texts and the scenes' names follow the language.
  useEffect(() => {
    const current = tour.current;
    if (!current) return;
    current.viewer.setOption('lang', viewerLang(t));
    for (const scene of scenes) current.plugin.updateNode({ id: scene.key, name: t(scene.name) });
  }, [t, scenes]);

  const retry = () => {
    const current = tour.current;
    setState('loading');
    if (current) {
      current.plugin
        .setCurrentNode(latest.current.sceneKey, { forceUpdate: true })
        .catch(() => setState('failed'));
    }
  };

  const scene = scenes.find((candidate) => candidate.key === (shown ?? sceneKey));
  return (
    <div
      className={styles.frame}
      role="region"
      aria-label={scene ? t('panoramaViewer.viewer', { name: t(scene.name) }) : undefined}
      aria-describedby={hintId}
      aria-busy={state === 'loading'}
      data-state={state}
      data-scene={shown}
    >
      <VisuallyHidden id={hintId}>{t('panoramaViewer.hint')}</VisuallyHidden>
      <div ref={container} className={styles.canvas} />
      {state === 'loading' && shown === undefined && (
        <div className={styles.overlay}>
          <Spinner label={t('panoramaViewer.loading')} showLabel />
        </div>
      )}
      {state === 'failed' && (
        <div className={styles.overlay}>
          <ErrorState
            description={t('panoramaViewer.loadFailed')}
            onRetry={tour.current ? retry : undefined}
            retryLabel={t('panoramaViewer.retry')}
          />
        </div>
      )}
    </div>
  );
}
