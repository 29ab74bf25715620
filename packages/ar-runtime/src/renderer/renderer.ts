import { CameraControl, zoomedFieldOfView } from './camera-control';
import { DeviceSensors } from './device-sensors';
import { DrawableStage } from './drawable-stage';
import { FieldOfVision } from './field-of-vision';
import { animationFrames, FrameLoop } from './frame-loop';
import { FramePainter } from './frame-painter';
import { createModelViewerGate, loadGoogleModelViewer } from './model-view';
import { MAX_PITCH, PointerInput } from './pointer-input';
import { RadarView } from './radar-view';
import type { Renderer, RendererOptions, RendererStatus } from './renderer-types';
import { FrameSource } from './scene-source';
import { ScreenObjects, trackingTest } from './screen-objects';
import { normalizeDegrees } from './sensors';
import { Emitter } from '../core/emitter';
import { SnapLayers } from './snap-layers';
import { createViewElements } from './view-elements';

export type { FrameScheduler, Renderer, RendererOptions, RendererStatus } from './renderer-types';

const DEFAULT_FIELD_OF_VIEW = 60;

/** Draws GeoObjects over the camera feed (or a neutral backdrop) in a browser page. */
export function createRenderer(options: RendererOptions): Renderer {
  const { container, simulator } = options;
  const { AR, runtime } = options.installation;
  const document = container.ownerDocument;
  const window = document.defaultView ?? undefined;
  const baseFieldOfView = options.fieldOfView ?? DEFAULT_FIELD_OF_VIEW;
  const models = createModelViewerGate(options.loadModelViewer ?? loadGoogleModelViewer, {
    ...(options.probeModelFile ? { probe: options.probeModelFile } : {}),
    base: document.baseURI,
    warn: (message) => runtime.log('warning', message),
  });
  const status: RendererStatus = {
    camera: 'pending',
    heading: 'drag',
    headingSource: undefined,
    location: simulator ? 'simulator' : 'unknown',
    orientationAccess: undefined,
  };

  const { root, video, scene, compass } = createViewElements(document);
  let shownHeading: number | undefined;
  const headingListeners = new Emitter<{ heading: number }>();
  const camera = new CameraControl({
    video,
    mediaDevices: () => window?.navigator.mediaDevices,
    camera: AR.hardware.camera,
    allowed: options.useCamera !== false,
    onStatus: (cameraStatus) => (status.camera = cameraStatus),
    onError: (message) => runtime.trigger(AR.hardware.camera.objectId, 'onError', message),
    log: (level, message) => runtime.log(level, message),
  });
  const fieldOfView = () => zoomedFieldOfView(baseFieldOfView, camera.zoom);
  const frameSource = new FrameSource(runtime);
  const stage = new DrawableStage({ document, runtime, models, root, scene });
  const screenObjects = new ScreenObjects(runtime, trackingTest(options.isTracked, simulator));
  const radar = new RadarView(document, AR.radar, () =>
    runtime.trigger(AR.radar.objectId, 'onClick'),
  );
  const sensors = new DeviceSensors({
    window,
    runtime,
    sensors: AR.hardware.sensors,
    contextId: AR.context.objectId,
    simulator,
    status,
    useDeviceOrientation: options.useDeviceOrientation,
    useGeolocation: options.useGeolocation,
    orientationSmoothing: options.orientationSmoothing,
  });
  const pointer: PointerInput = new PointerInput({
    runtime,
    context: AR.context,
    document,
    root,
    status,
    size: () => painter.size,
    fieldOfView,
    originOf: (element) => stage.originOf(element, painter.size),
    trackedPlanes: () => screenObjects.trackedPlanes(),
    orientation: () => sensors.orientation,
    redraw: () => {
      if (!loop.running) painter.paint();
    },
  });
  const snapLayers = new SnapLayers({ document, root, scene, onClick: pointer.click });
  const painter: FramePainter = new FramePainter({
    runtime,
    context: AR.context,
    container,
    view: { root, scene, compass },
    camera,
    radar,
    frameSource,
    stage,
    screenObjects,
    snapLayers,
    fieldOfVision: new FieldOfVision(runtime),
    fieldOfView,
    roll: () => sensors.roll,
    headingShown: (degrees) => {
      shownHeading = degrees;
      headingListeners.emit('heading', degrees);
    },
  });
  const loop = new FrameLoop(options.scheduler ?? animationFrames(window), () => painter.paint());

  const disposers: Array<() => void> = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    root.addEventListener(type, handler);
    disposers.push(() => root.removeEventListener(type, handler));
  };

  return {
    status,
    root,
    get lastFrame() {
      return painter.lastFrame;
    },
    get heading() {
      return runtime.view.heading;
    },
    set heading(value: number) {
      runtime.view.heading = normalizeDegrees(value);
    },
    get pitch() {
      return runtime.view.pitch;
    },
    set pitch(value: number) {
      runtime.view.pitch = Math.max(-MAX_PITCH, Math.min(MAX_PITCH, value));
    },
    get modelViewerRequested() {
      return models.requested;
    },
    get shownHeading() {
      return shownHeading;
    },
    onHeadingShown(listener) {
      return headingListeners.on('heading', listener);
    },
    async start() {
      if (!root.isConnected) container.append(root);
      listen('pointerdown', pointer.down);
      listen('pointermove', pointer.move);
      listen('pointerup', pointer.up);
      listen('pointercancel', pointer.up);
      listen('click', sensors.askOnFirstTap);
      for (const type of ['click', 'pointerup', 'pointerdown'] as const)
        listen(type, pointer.click);
      sensors.start();
      loop.start();
      await camera.start();
    },
    stop() {
      loop.stop();
      sensors.stop();
      camera.stop();
      frameSource.dispose();
      for (const dispose of disposers.splice(0)) dispose();
      radar.dispose();
      snapLayers.clear();
      root.remove();
    },
    renderFrame: () => painter.paint(),
    requestOrientationAccess: sensors.requestAccess,
  };
}
