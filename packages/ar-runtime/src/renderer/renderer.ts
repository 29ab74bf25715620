import { CAMERA_POSITION } from '../core/constants';
import type { ARInstallation } from '../core/namespace';
import { GeoObject } from '../core/geo-object';
import type { Drawable } from '../core/drawables/drawable';
import type { Simulator } from '../sim/simulator';
import { CLICK_EVENT, dispatchDrawableClick } from './clicks';
import { createDrawableView, type DrawableLayout, type DrawableView } from './drawable-views';
import { computeFrame, type Frame, type FrameEntry, type FrameObject } from './frame';
import { createModelViewerGate, loadGoogleModelViewer, type ModelViewerLoader } from './model-view';
import { RadarView } from './radar-view';
import { createViewElements } from './view-elements';
import { FrameSource } from './scene-source';
import {
  accuracyLevel,
  openCamera,
  watchDeviceLocation,
  watchDeviceOrientation,
  type LocationWatch,
} from './sensors';

export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

export interface RendererOptions {
  installation: Pick<ARInstallation, 'AR' | 'runtime'>;
  container: HTMLElement;
  /** Stands in for location (and heading by dragging) when the device cannot. */
  simulator?: Simulator;
  /** Horizontal field of view of the camera, degrees. */
  fieldOfView?: number;
  useCamera?: boolean;
  useDeviceOrientation?: boolean;
  useGeolocation?: boolean;
  loadModelViewer?: ModelViewerLoader;
  scheduler?: FrameScheduler;
}

export interface RendererStatus {
  camera: 'pending' | 'live' | 'unavailable' | 'off';
  heading: 'device' | 'drag';
  location: 'device' | 'simulator' | 'unknown';
}

export interface Renderer {
  readonly status: RendererStatus;
  readonly root: HTMLElement;
  readonly lastFrame: Frame | undefined;
  /** Degrees clockwise from north. */
  heading: number;
  pitch: number;
  start(): Promise<void>;
  stop(): void;
  renderFrame(): Frame | undefined;
  /** Whether `<model-viewer>` has been requested (only once a Model is shown). */
  readonly modelViewerRequested: boolean;
}

const DEFAULT_FIELD_OF_VIEW = 60;
const MAX_PITCH = 60;

/** Where an indicator sits: on the left or right edge, higher the more the object is above. */
export function indicatorPosition(
  entry: Pick<FrameEntry, 'east' | 'north'>,
  heading: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const radians = (heading * Math.PI) / 180;
  const right = entry.east * Math.cos(radians) - entry.north * Math.sin(radians);
  const margin = Math.min(width, height) * 0.08;
  return { x: right >= 0 ? width - margin : margin, y: height / 2 };
}

/** Draws GeoObjects over the camera feed (or a neutral backdrop) in a browser page. */
export function createRenderer(options: RendererOptions): Renderer {
  const { container, simulator } = options;
  const { AR, runtime } = options.installation;
  const document = container.ownerDocument;
  const window = document.defaultView ?? undefined;
  const fieldOfView = options.fieldOfView ?? DEFAULT_FIELD_OF_VIEW;
  const models = createModelViewerGate(options.loadModelViewer ?? loadGoogleModelViewer);
  const scheduler: FrameScheduler = options.scheduler ?? {
    request: (callback) => window?.requestAnimationFrame(callback) ?? 0,
    cancel: (handle) => window?.cancelAnimationFrame(handle),
  };
  const status: RendererStatus = {
    camera: 'pending',
    heading: 'drag',
    location: simulator ? 'simulator' : 'unknown',
  };

  const { root, video, scene, compass } = createViewElements(document);

  const frameSource = new FrameSource(runtime);
  const views = new Map<string, DrawableView>();
  const visible = new Map<number, boolean>();
  const radarView = new RadarView(document, AR.radar, () =>
    runtime.trigger(AR.radar.objectId, 'onClick'),
  );
  let frameHandle: number | undefined;
  let running = false;
  let lastFrame: Frame | undefined;
  let locationWatch: LocationWatch | undefined;
  let stopOrientation: (() => void) | undefined;
  let stream: MediaStream | undefined;
  const disposers: Array<() => void> = [];

  const reportLocationError = (message: string) => {
    status.location = simulator ? 'simulator' : 'unknown';
    runtime.log('error', message);
    runtime.trigger(AR.context.objectId, 'onError', message);
  };

  function renderFrame(): Frame | undefined {
    const user = runtime.userLocation();
    const width = root.clientWidth || container.clientWidth || 360;
    const height = root.clientHeight || container.clientHeight || 640;
    radarView.measure();
    compass.textContent = `${Math.round(runtime.view.heading)}°`;
    if (!user) return undefined;
    const { objects } = frameSource.refresh();
    const frame = computeFrame(
      objects,
      {
        ...user,
        heading: runtime.view.heading,
        pitch: runtime.view.pitch,
        width,
        height,
        fieldOfView,
      },
      AR.context.scene,
      lastFrame,
    );
    lastFrame = frame;
    runtime.events.emit('frame', runtime.clock.now());
    const used = new Set<string>();
    const show = (key: string, drawable: Drawable, ownerId: number, layout: DrawableLayout) => {
      let view = views.get(key);
      if (!view) {
        view = createDrawableView(document, drawable, ownerId, models);
        views.set(key, view);
        scene.append(view.element);
      }
      used.add(key);
      view.update(layout);
    };
    frame.ordered.forEach((entry, order) => {
      const object = entry.object.source;
      if (!(object instanceof GeoObject)) return;
      for (const drawable of object.drawables.cam) {
        show(
          `${object.objectId}:${entry.placement}:${drawable.objectId}`,
          drawable,
          object.objectId,
          {
            x: entry.x,
            y: entry.y,
            pixelsPerSdu: frame.pixelsPerSdu * entry.scale,
            zIndex: order * 100 + 50 + Math.max(-49, Math.min(49, drawable.zOrder)),
          },
        );
      }
    });
    // Indicator drawables point from the screen edge toward objects that are out of view.
    const indicatorZ = frame.ordered.length * 100 + 100;
    for (const entry of frame.entries) {
      const object = entry.object.source;
      if (entry.inView || !(object instanceof GeoObject)) continue;
      for (const drawable of object.drawables.indicator) {
        const edge = indicatorPosition(entry, runtime.view.heading, width, height);
        show(
          `${object.objectId}:${entry.placement}:${drawable.objectId}:indicator`,
          drawable,
          object.objectId,
          {
            ...edge,
            pixelsPerSdu: frame.pixelsPerSdu,
            zIndex: indicatorZ,
          },
        );
      }
    }
    for (const [key, view] of views) {
      if (!used.has(key)) {
        view.element.remove();
        views.delete(key);
      }
    }
    updateFieldOfVision(frame, objects);
    radarView.render(frame.entries, runtime.view.heading);
    return frame;
  }

  function updateFieldOfVision(frame: Frame, objects: readonly FrameObject[]): void {
    const inView = new Set(frame.ordered.map((entry) => entry.object.id));
    const present = new Set<number>();
    for (const { id } of objects) {
      present.add(id);
      const now = inView.has(id);
      if ((visible.get(id) ?? false) === now) continue;
      visible.set(id, now);
      runtime.trigger(id, now ? 'onEnterFieldOfVision' : 'onExitFieldOfVision');
    }
    for (const id of visible.keys()) if (!present.has(id)) visible.delete(id);
  }

  function loop(): void {
    if (!running) return;
    renderFrame();
    frameHandle = scheduler.request(loop);
  }

  function findDrawable(
    target: EventTarget | null,
  ): { drawable: Drawable; owner: GeoObject } | undefined {
    const element = (target as Element | null)?.closest?.(
      '[data-drawable-id]',
    ) as HTMLElement | null;
    if (!element) return undefined;
    const drawable = runtime.objects.get(Number(element.dataset.drawableId));
    const owner = runtime.objects.get(Number(element.dataset.objectId));
    if (!drawable || !(owner instanceof GeoObject)) return undefined;
    return { drawable: drawable as Drawable, owner };
  }

  // Dragging the view turns the heading when no compass is available.
  let drag: { x: number; y: number; moved: boolean } | undefined;
  const onPointerDown = (event: PointerEvent) => {
    drag = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || status.heading !== 'drag') return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    if (!drag.moved) return;
    const width = root.clientWidth || 360;
    runtime.view.heading =
      (((runtime.view.heading - (dx * fieldOfView) / width) % 360) + 360) % 360;
    runtime.view.pitch = Math.max(
      -MAX_PITCH,
      Math.min(MAX_PITCH, runtime.view.pitch + (dy * fieldOfView) / width),
    );
    drag.x = event.clientX;
    drag.y = event.clientY;
    if (!running) renderFrame();
  };
  // The click that follows a drag's pointerup must still see the drag, so forget it later.
  const onPointerUp = () => {
    runtime.clock.setTimeout(() => (drag = undefined), 0);
  };

  const onClickEvent = (event: Event) => {
    if (CLICK_EVENT[AR.context.clickBehavior] !== event.type) return;
    if (drag?.moved) return;
    const hit = findDrawable(event.target);
    if (hit) dispatchDrawableClick(runtime, hit.drawable, hit.owner, AR.context.objectId);
    else runtime.trigger(AR.context.objectId, 'onScreenClick');
  };

  async function startCamera(): Promise<void> {
    if (options.useCamera === false || !AR.hardware.camera.enabled) {
      status.camera = 'off';
      return;
    }
    try {
      const facing = AR.hardware.camera.position === CAMERA_POSITION.FRONT ? 'user' : 'environment';
      const opened = await openCamera(window?.navigator.mediaDevices, facing);
      // Stopped while the camera was opening: the stream is not wanted any more.
      if (!running) {
        for (const track of opened.getTracks()) track.stop();
        status.camera = 'off';
        return;
      }
      stream = opened;
      video.srcObject = stream;
      video.style.display = '';
      await video.play().catch(() => undefined);
      status.camera = 'live';
    } catch (error) {
      status.camera = 'unavailable';
      const message = `Camera not available: ${error instanceof Error ? error.message : String(error)}`;
      runtime.log('warning', message);
      runtime.trigger(AR.hardware.camera.objectId, 'onError', message);
    }
  }

  function startOrientation(): void {
    if (options.useDeviceOrientation === false || !AR.hardware.sensors.enabled) return;
    stopOrientation = watchDeviceOrientation(window, ({ heading, pitch }) => {
      status.heading = 'device';
      const correction = AR.hardware.sensors.compass.correctionAngle;
      runtime.view.heading = (((heading + correction) % 360) + 360) % 360;
      runtime.view.pitch = pitch;
    });
    if (!stopOrientation) runtime.log('warning', 'This device does not report its orientation.');
  }

  function startLocation(): void {
    if (options.useGeolocation === false) return;
    locationWatch = watchDeviceLocation(
      window?.navigator.geolocation,
      runtime.clock,
      (position) => {
        status.location = 'device';
        if (simulator) {
          simulator.setLocation({
            latitude: position.latitude,
            longitude: position.longitude,
            altitude: position.altitude ?? simulator.location.altitude,
          });
        } else {
          runtime.setUserLocation({ ...position, accuracy: accuracyLevel(position.accuracy) });
        }
      },
      reportLocationError,
    );
  }

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
      return lastFrame;
    },
    get heading() {
      return runtime.view.heading;
    },
    set heading(value: number) {
      runtime.view.heading = ((value % 360) + 360) % 360;
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
    async start() {
      if (!root.isConnected) container.append(root);
      listen('pointerdown', onPointerDown);
      listen('pointermove', onPointerMove);
      listen('pointerup', onPointerUp);
      for (const type of ['click', 'pointerup', 'pointerdown'] as const) listen(type, onClickEvent);
      startOrientation();
      startLocation();
      running = true;
      loop();
      await startCamera();
    },
    stop() {
      running = false;
      if (frameHandle !== undefined) scheduler.cancel(frameHandle);
      locationWatch?.stop();
      stopOrientation?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
      for (const dispose of disposers.splice(0)) dispose();
      radarView.dispose();
      root.remove();
    },
    renderFrame,
  };
}
