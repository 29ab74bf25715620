import type { ARInstallation } from '../core/namespace';
import { GeoObject } from '../core/geo-object';
import type { Drawable } from '../core/drawables/drawable';
import { SceneObject } from '../core/scene-object';
import type { Simulator } from '../sim/simulator';
import { CLICK_EVENT, dispatchDrawableClick, handlesClick } from './clicks';
import {
  changeCounter,
  createDrawableView,
  type DrawableLayout,
  type DrawableView,
} from './drawable-views';
import { CameraControl, zoomedFieldOfView } from './camera-control';
import { computeFrame, focalLength, type Frame, type FrameEntry, type FrameObject } from './frame';
import { createModelViewerGate, loadGoogleModelViewer, type ModelViewerLoader } from './model-view';
import { RadarView } from './radar-view';
import { createViewElements, styledElement } from './view-elements';
import { FrameSource } from './scene-source';
import { GestureTracker } from './gestures';
import {
  accuracyLevel,
  angleDifference,
  normalizeDegrees,
  orientationPermissionNeeded,
  requestOrientationPermission,
  watchDeviceLocation,
  watchDeviceOrientation,
  type HeadingSource,
  type LocationWatch,
  type OrientationWatch,
} from './sensors';
import {
  placingPlane,
  SnapTracker,
  SNAP_TYPES,
  TRACKABLE_TYPES,
  trackedInCore,
} from './trackables';

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
  /**
   * Whether a trackable's target is tracked (its drawables are then drawn in front of the
   * camera). By default what the host last reported: a recognised image or object, an
   * instant tracker in its tracking state.
   */
  isTracked?: (trackable: SceneObject) => boolean;
  /** Low-pass share of the device heading per orientation event (1: no smoothing). */
  orientationSmoothing?: number;
}

export interface RendererStatus {
  camera: 'pending' | 'live' | 'unavailable' | 'off';
  heading: 'device' | 'drag';
  /** Where the device heading comes from, once the device reported one. */
  headingSource: HeadingSource | undefined;
  location: 'device' | 'simulator' | 'unknown';
  /**
   * Access to the device's orientation: `open` where the browser asks nothing, `ask` where a
   * tap must ask first (requestOrientationAccess), then `granted` or `refused`; undefined
   * while orientation is not used.
   */
  orientationAccess: 'open' | 'ask' | 'granted' | 'refused' | undefined;
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
  /**
   * Asks for the device's orientation where the browser wants a tap for it; call it from a
   * user gesture. Resolves whether orientation may be read. The view's first tap asks too.
   */
  requestOrientationAccess(): Promise<boolean>;
  /** Whether `<model-viewer>` has been requested (only once a Model is shown). */
  readonly modelViewerRequested: boolean;
}

const DEFAULT_FIELD_OF_VIEW = 60;
const MAX_PITCH = 60;

/** Share of the smaller screen side kept between an indicator and the screen edge. */
const INDICATOR_MARGIN = 0.08;
/** A tracked target is as high as this share of the screen width (1 SDU). */
export const TRACKED_TARGET_SHARE = 0.4;

/**
 * Where an indicator sits: on the screen's edge (less a margin), on the line from the
 * screen centre toward the object as the camera sees it, so an object to the right and
 * above gets its indicator on the right edge, high, or on the top edge. Objects behind the
 * viewer go to the left or right edge, on the side they are nearer to.
 */
export function indicatorPosition(
  entry: Pick<FrameEntry, 'east' | 'north'> & { up?: number },
  heading: number,
  width: number,
  height: number,
  pitch = 0,
): { x: number; y: number } {
  const radians = (heading * Math.PI) / 180;
  const pitchRadians = (pitch * Math.PI) / 180;
  const up = entry.up ?? 0;
  const right = entry.east * Math.cos(radians) - entry.north * Math.sin(radians);
  const forward = entry.east * Math.sin(radians) + entry.north * Math.cos(radians);
  const depth = forward * Math.cos(pitchRadians) + up * Math.sin(pitchRadians);
  const vertical = up * Math.cos(pitchRadians) - forward * Math.sin(pitchRadians);
  const margin = Math.min(width, height) * INDICATOR_MARGIN;
  const halfWidth = Math.max(0, width / 2 - margin);
  const halfHeight = Math.max(0, height / 2 - margin);
  let dx = right;
  let dy = -vertical;
  if (depth <= 0) {
    // Behind: toward the nearer side, as high as the object's elevation angle.
    const side = right === 0 ? 1 : Math.sign(right);
    const sideways = Math.hypot(right, depth);
    dx = side;
    dy = sideways === 0 ? 0 : Math.max(-1, Math.min(1, dy / sideways));
    return { x: width / 2 + dx * halfWidth, y: height / 2 + dy * halfHeight };
  }
  if (dx === 0 && dy === 0) return { x: width / 2, y: height / 2 };
  const reach = Math.min(
    dx === 0 ? Infinity : halfWidth / Math.abs(dx),
    dy === 0 ? Infinity : halfHeight / Math.abs(dy),
  );
  return { x: width / 2 + dx * reach, y: height / 2 + dy * reach };
}

/** Draws GeoObjects over the camera feed (or a neutral backdrop) in a browser page. */
export function createRenderer(options: RendererOptions): Renderer {
  const { container, simulator } = options;
  const { AR, runtime } = options.installation;
  const document = container.ownerDocument;
  const window = document.defaultView ?? undefined;
  const baseFieldOfView = options.fieldOfView ?? DEFAULT_FIELD_OF_VIEW;
  const models = createModelViewerGate(options.loadModelViewer ?? loadGoogleModelViewer);
  // The simulator knows what its camera sees; any other host reports it through the core.
  const simulatorTracking = simulator?.tracking as
    { isTracked?: (trackableId: number) => boolean } | undefined;
  const isTracked =
    options.isTracked ??
    (typeof simulatorTracking?.isTracked === 'function'
      ? (trackable: SceneObject) => simulatorTracking.isTracked!(trackable.objectId)
      : trackedInCore);
  const scheduler: FrameScheduler = options.scheduler ?? {
    request: (callback) => window?.requestAnimationFrame(callback) ?? 0,
    cancel: (handle) => window?.cancelAnimationFrame(handle),
  };
  const status: RendererStatus = {
    camera: 'pending',
    heading: 'drag',
    headingSource: undefined,
    location: simulator ? 'simulator' : 'unknown',
    orientationAccess: undefined,
  };

  const { root, video, scene, compass } = createViewElements(document);
  const cameraControl = new CameraControl({
    video,
    mediaDevices: () => window?.navigator.mediaDevices,
    camera: AR.hardware.camera,
    allowed: options.useCamera !== false,
    onStatus: (camera) => (status.camera = camera),
    onError: (message) => runtime.trigger(AR.hardware.camera.objectId, 'onError', message),
    log: (level, message) => runtime.log(level, message),
  });

  const frameSource = new FrameSource(runtime);
  // Views read a drawable again only after it changed.
  const changes = changeCounter(runtime);
  const views = new Map<string, DrawableView>();
  /** Where each shown drawable element was last laid out, and in which layer. */
  const placed = new WeakMap<HTMLElement, { layout: DrawableLayout; layer: HTMLElement }>();
  /** The frame each view was last shown in. */
  const lastShown = new Map<string, number>();
  let frameCount = 0;
  const visible = new Map<number, boolean>();
  const snaps = new SnapTracker(runtime);
  /** Layers holding the drawables snapped into a page element, by that element. */
  const snapLayers = new Map<HTMLElement, HTMLElement>();
  const radarView = new RadarView(document, AR.radar, () =>
    runtime.trigger(AR.radar.objectId, 'onClick'),
  );
  let frameHandle: number | undefined;
  let running = false;
  let lastFrame: Frame | undefined;
  let locationWatch: LocationWatch | undefined;
  let orientationWatch: OrientationWatch | undefined;
  const disposers: Array<() => void> = [];
  let size = { width: 360, height: 640 };
  /** Degrees the screen is turned clockwise from upright (device orientation only). */
  let roll = 0;
  let sceneTransform = '';

  const reportLocationError = (message: string) => {
    status.location = simulator ? 'simulator' : 'unknown';
    runtime.log('error', message);
    runtime.trigger(AR.context.objectId, 'onError', message);
  };

  /** The trackables (and positionables) whose drawables are drawn this frame. */
  function screenObjects(): { tracked: SceneObject[]; snapped: SceneObject[] } {
    const tracked: SceneObject[] = [];
    const snapped: SceneObject[] = [];
    const now = runtime.clock.now();
    for (const type of TRACKABLE_TYPES) {
      for (const object of runtime.objectsOfType(type)) {
        const trackable = object as SceneObject;
        const onTarget = trackable.enabled && (placingPlane(trackable) || isTracked(trackable));
        const isSnapped = snaps.update(trackable, onTarget, now);
        // A disabled trackable shows nothing, snapped or not.
        if (!trackable.enabled) continue;
        if (isSnapped) snapped.push(trackable);
        else if (onTarget) tracked.push(trackable);
      }
    }
    // A positionable is placed by a native plugin: in the browser it shows only when snapped.
    for (const type of SNAP_TYPES) {
      for (const object of runtime.objectsOfType(type)) {
        const positionable = object as SceneObject;
        if (snaps.update(positionable, false, now) && positionable.enabled) {
          snapped.push(positionable);
        }
      }
    }
    snaps.forgetOthers();
    return { tracked, snapped };
  }

  /** The element a snapped object's drawables go into, with the size to lay them out in. */
  function snapTarget(object: SceneObject): { layer: HTMLElement; width: number; height: number } {
    const id = snaps.containerOf(object);
    const element = id ? document.getElementById(id) : null;
    if (!element || root.contains(element)) return { layer: scene, ...size };
    let layer = snapLayers.get(element);
    if (!layer) {
      layer = styledElement(document, 'div', 'ar-snap-layer', {
        position: 'absolute',
        inset: '0',
        overflow: 'hidden',
      });
      for (const type of ['click', 'pointerup', 'pointerdown'] as const) {
        layer.addEventListener(type, onClickEvent);
      }
      if (!element.style.position) element.style.position = 'relative';
      element.append(layer);
      snapLayers.set(element, layer);
    }
    // One read per snapped object and frame (not per drawable).
    return {
      layer,
      width: element.clientWidth || size.width,
      height: element.clientHeight || size.height,
    };
  }

  function renderFrame(): Frame | undefined {
    const user = runtime.userLocation();
    size = {
      width: root.clientWidth || container.clientWidth || 360,
      height: root.clientHeight || container.clientHeight || 640,
    };
    const { width, height } = size;
    radarView.measure();
    const onScreen = screenObjects();
    const snapTargets = onScreen.snapped.map(snapTarget);
    const heading = runtime.view.heading;
    // Written only when it changed: a new text node each frame would lay the readout out again.
    const readout = `${Math.round(heading)}°`;
    if (compass.textContent !== readout) compass.textContent = readout;
    // The camera image turns against the device's roll, and the drawables with it.
    const turned = Math.abs(roll) < 0.5 ? '' : `rotate(${(-roll).toFixed(1)}deg)`;
    if (turned !== sceneTransform) scene.style.transform = sceneTransform = turned;
    cameraControl.sync();
    // A zoomed camera sees a narrower view: the drawables move apart with its image.
    const fieldOfView = zoomedFieldOfView(baseFieldOfView, cameraControl.zoom);
    const focal = focalLength({ width, fieldOfView });
    frameCount++;
    const show = (
      key: string,
      drawable: Drawable,
      ownerId: number,
      layout: DrawableLayout,
      layer: HTMLElement = scene,
    ) => {
      let view = views.get(key);
      if (!view) {
        view = createDrawableView(document, drawable, ownerId, models, changes);
        views.set(key, view);
      }
      if (view.element.parentNode !== layer) layer.append(view.element);
      lastShown.set(key, frameCount);
      placed.set(view.element, { layout, layer });
      view.update(layout);
    };

    let frame: Frame | undefined;
    let frameObjects: readonly FrameObject[] = [];
    if (user) {
      const { objects } = frameSource.refresh();
      frameObjects = objects;
      frame = computeFrame(
        objects,
        { ...user, heading, pitch: runtime.view.pitch, width, height, fieldOfView },
        AR.context.scene,
        lastFrame,
      );
      lastFrame = frame;
    }
    runtime.events.emit('frame', runtime.clock.now());

    let layerZ = 0;
    if (frame) {
      const pixelsPerSdu = frame.pixelsPerSdu;
      frame.ordered.forEach((entry, order) => {
        const object = entry.object.source;
        if (!(object instanceof GeoObject)) return;
        // A drawable that does not turn to the camera faces south: seen turned by the bearing.
        const bearing = (Math.atan2(entry.east, entry.north) * 180) / Math.PI;
        for (const drawable of object.drawables.cam) {
          show(
            `${object.objectId}:${entry.placement}:${drawable.objectId}`,
            drawable,
            object.objectId,
            {
              x: entry.x,
              y: entry.y,
              pixelsPerSdu: pixelsPerSdu * entry.scale,
              zIndex: order * 100 + 50 + drawableZ(drawable),
              perspective: focal,
              facing: angleDifference(0, bearing),
            },
          );
        }
      });
      layerZ = frame.ordered.length * 100 + 100;
    }

    // Tracked targets are drawn in front of the camera: centred, 1 SDU a share of the width.
    const trackedLayout = (w: number, h: number, z: number) => ({
      x: w / 2,
      y: h / 2,
      pixelsPerSdu: w * TRACKED_TARGET_SHARE,
      zIndex: z,
      perspective: focal,
      facing: 0,
    });
    const screenOrder = (a: SceneObject, b: SceneObject) => a.renderingOrder - b.renderingOrder;
    [...onScreen.tracked].sort(screenOrder).forEach((object) => {
      for (const drawable of object.drawables.cam) {
        show(
          `t${object.objectId}:${drawable.objectId}`,
          drawable,
          object.objectId,
          trackedLayout(width, height, layerZ + 50 + drawableZ(drawable)),
        );
      }
      layerZ += 100;
    });
    onScreen.snapped.forEach((object, index) => {
      const target = snapTargets[index]!;
      for (const drawable of object.drawables.cam) {
        show(
          `s${object.objectId}:${drawable.objectId}`,
          drawable,
          object.objectId,
          {
            ...trackedLayout(target.width, target.height, layerZ + 50 + drawableZ(drawable)),
            ...snaps.placement(object, target.width, target.height),
          },
          target.layer,
        );
      }
      layerZ += 100;
    });

    // Indicator drawables point from the screen edge toward objects that are out of view.
    if (frame && user) {
      for (const entry of frame.entries) {
        const object = entry.object.source;
        if (entry.inView || !(object instanceof GeoObject)) continue;
        const indicators = object.drawables.indicator;
        if (indicators.length === 0) continue;
        const altitude = entry.object.placements[entry.placement]?.altitude;
        const up =
          altitude === undefined || user.altitude === undefined ? 0 : altitude - user.altitude;
        const edge = indicatorPosition(
          { east: entry.east, north: entry.north, up },
          heading,
          width,
          height,
          runtime.view.pitch,
        );
        for (const drawable of indicators) {
          show(
            `${object.objectId}:${entry.placement}:${drawable.objectId}:indicator`,
            drawable,
            object.objectId,
            { ...edge, pixelsPerSdu: frame.pixelsPerSdu, zIndex: layerZ + 50, perspective: focal },
          );
        }
      }
    }
    // Views not shown this frame are hidden and kept, as objects turning in and out of view
    // come back cheaper than new elements; those of destroyed objects or drawables, or not
    // shown for a while, are dropped.
    for (const [key, view] of views) {
      const shownIn = lastShown.get(key) ?? 0;
      if (shownIn === frameCount) continue;
      const stale =
        frameCount - shownIn > KEEP_HIDDEN_FRAMES ||
        !runtime.objects.has(view.drawableId) ||
        !runtime.objects.has(view.ownerId);
      if (stale) {
        view.element.remove();
        views.delete(key);
        lastShown.delete(key);
      } else {
        view.hide();
      }
    }
    for (const [element, layer] of snapLayers) {
      if ([...layer.children].some((child) => (child as HTMLElement).style.display !== 'none')) {
        continue;
      }
      layer.remove();
      snapLayers.delete(element);
    }
    if (frame) {
      updateFieldOfVision(frame, frameObjects);
      radarView.render(frame.entries, heading);
    }
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

  /** The drawable an element shows and the object it belongs to. */
  function drawableOf(element: Element): { drawable: Drawable; owner: SceneObject } | undefined {
    const shown = element.closest?.('[data-drawable-id]') as HTMLElement | null;
    if (!shown) return undefined;
    const drawable = runtime.objects.get(Number(shown.dataset.drawableId));
    const owner = runtime.objects.get(Number(shown.dataset.objectId));
    if (!drawable || !(owner instanceof SceneObject)) return undefined;
    return { drawable: drawable as Drawable, owner };
  }

  /**
   * The drawables under a point, topmost first. Every element there is looked at, so a
   * drawable that handles no click does not hide the one beneath it.
   */
  function drawablesAt(
    event: MouseEvent,
  ): Array<{ drawable: Drawable; owner: SceneObject; element: HTMLElement }> {
    const stack =
      typeof document.elementsFromPoint === 'function'
        ? document.elementsFromPoint(event.clientX, event.clientY)
        : [];
    const elements = stack.length > 0 ? stack : event.target ? [event.target as Element] : [];
    const hits: Array<{ drawable: Drawable; owner: SceneObject; element: HTMLElement }> = [];
    const seen = new Set<Element>();
    for (const element of elements) {
      const shown = element.closest?.('[data-drawable-id]');
      if (!shown || seen.has(shown)) continue;
      seen.add(shown);
      const hit = drawableOf(shown);
      if (hit) hits.push({ ...hit, element: shown as HTMLElement });
    }
    return hits;
  }

  // Dragging the view turns the heading when no compass is available, and turns north
  // when the heading comes from a relative sensor.
  let drag: { x: number; y: number; moved: boolean } | undefined;
  let permissionAsked = false;
  const onPointerDown = (event: PointerEvent) => {
    gestures.down(event);
    drag = { x: event.clientX, y: event.clientY, moved: false };
  };
  const requestOrientationAccess = async (): Promise<boolean> => {
    if (status.orientationAccess === undefined) return false;
    if (status.orientationAccess === 'open' || status.orientationAccess === 'granted') return true;
    const granted = await requestOrientationPermission(window);
    status.orientationAccess = granted ? 'granted' : 'refused';
    if (!granted) runtime.log('warning', 'Motion sensors not allowed: drag to turn the view.');
    return granted;
  };
  // Where motion sensors need the user's leave, the first tap on the view asks for it.
  const askForOrientation = () => {
    if (permissionAsked || status.orientationAccess !== 'ask') return;
    permissionAsked = true;
    void requestOrientationAccess();
  };
  const onPointerMove = (event: PointerEvent) => {
    // A drag or two-finger gesture taken by a trigger does not turn the view.
    if (gestures.move(event)) return;
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    if (!drag.moved) return;
    const width = root.clientWidth || 360;
    const fieldOfView = zoomedFieldOfView(baseFieldOfView, cameraControl.zoom);
    const turn = (-dx * fieldOfView) / width;
    if (status.heading === 'drag') {
      runtime.view.heading = normalizeDegrees(runtime.view.heading + turn);
      runtime.view.pitch = Math.max(
        -MAX_PITCH,
        Math.min(MAX_PITCH, runtime.view.pitch + (dy * fieldOfView) / width),
      );
    } else if (orientationWatch?.source === 'relative') {
      orientationWatch.adjustNorth(turn);
    } else {
      return;
    }
    drag.x = event.clientX;
    drag.y = event.clientY;
    if (!running) renderFrame();
  };
  // The click that follows a drag's pointerup must still see the drag, so forget it later.
  const onPointerUp = (event: PointerEvent) => {
    gestures.up(event);
    runtime.clock.setTimeout(() => (drag = undefined), 0);
  };

  /** The enabled trackables whose target is tracked: drawn in front of the camera. */
  function trackedPlanes(): SceneObject[] {
    const tracked: SceneObject[] = [];
    for (const type of TRACKABLE_TYPES) {
      for (const object of runtime.objectsOfType(type)) {
        const trackable = object as SceneObject;
        if (trackable.enabled && isTracked(trackable)) tracked.push(trackable);
      }
    }
    return tracked;
  }

  /** A client point on the tracking plane: SDU from the screen centre, y up. */
  function planePoint(clientX: number, clientY: number): { x: number; y: number } {
    const bounds = root.getBoundingClientRect();
    const { width, height } = size;
    const pixelsPerSdu = width * TRACKED_TARGET_SHARE;
    return {
      x: (clientX - bounds.left - width / 2) / pixelsPerSdu,
      y: (height / 2 - (clientY - bounds.top)) / pixelsPerSdu,
    };
  }

  /** Where a drawable element's object origin is drawn, in client pixels, with its scale. */
  function originOf(element: HTMLElement): { x: number; y: number; pixelsPerSdu: number } {
    const place = placed.get(element);
    // The scene fills the view (turned against the roll, which is left out here).
    const layer = place && place.layer !== scene ? place.layer : root;
    const bounds = layer.getBoundingClientRect();
    const layout = place?.layout ?? trackedLayoutOf(size.width, size.height);
    return {
      x: bounds.left + layout.x,
      y: bounds.top + layout.y,
      pixelsPerSdu: layout.pixelsPerSdu,
    };
  }
  /** A tracked target's origin and scale: the view's centre, 1 SDU a share of its width. */
  const trackedLayoutOf = (width: number, height: number) => ({
    x: width / 2,
    y: height / 2,
    pixelsPerSdu: width * TRACKED_TARGET_SHARE,
  });

  const gestures = new GestureTracker({
    runtime,
    contextId: AR.context.objectId,
    drawablesAt: (event) =>
      drawablesAt(event).map(({ drawable, owner, element }) => ({
        drawable,
        owner,
        origin: originOf(element),
      })),
    trackedPlanes,
    planePoint,
    size: () => size,
  });

  /** Tracked instant and image trackables get the click on their plane, in SDU from its centre. */
  function clickTrackingPlanes(event: MouseEvent): void {
    const trackables = trackedPlanes();
    if (trackables.length === 0) return;
    const { x, y } = planePoint(event.clientX, event.clientY);
    for (const trackable of trackables) {
      runtime.trigger(trackable.objectId, 'onTrackingPlaneClick', x, y);
    }
  }

  /**
   * A click goes to the topmost drawable under the pointer that handles clicks (its own
   * onClick or its object's); drawables handling nothing let it through; with no taker
   * AR.context.onScreenClick fires. A drag is never a click.
   */
  function onClickEvent(event: Event): void {
    if (CLICK_EVENT[AR.context.clickBehavior] !== event.type) return;
    if (drag?.moved || gestures.tookTouch) return;
    const pointer = event as MouseEvent;
    clickTrackingPlanes(pointer);
    const hit = drawablesAt(pointer).find(({ drawable, owner }) => handlesClick(drawable, owner));
    if (hit) dispatchDrawableClick(runtime, hit.drawable, hit.owner, AR.context.objectId);
    else runtime.trigger(AR.context.objectId, 'onScreenClick');
  }

  /**
   * The device turns the view: its heading plus AR.hardware.sensors.compass.correctionAngle
   * (read at every reading, so a correction applies at once).
   */
  function startOrientation(): void {
    if (options.useDeviceOrientation === false || !AR.hardware.sensors.enabled) return;
    orientationWatch = watchDeviceOrientation(
      window,
      ({ heading, pitch, roll: screenRoll, source }) => {
        status.heading = 'device';
        roll = screenRoll;
        status.headingSource = source;
        const correction = AR.hardware.sensors.compass.correctionAngle;
        runtime.view.heading = normalizeDegrees(heading + correction);
        runtime.view.pitch = Math.max(-90, Math.min(90, pitch));
      },
      {
        // A relative sensor starts from the heading shown (less the correction it gets).
        initialHeading: () => runtime.view.heading - AR.hardware.sensors.compass.correctionAngle,
        smoothing: options.orientationSmoothing,
      },
    );
    if (!orientationWatch) {
      runtime.log('warning', 'This device does not report its orientation.');
      return;
    }
    status.orientationAccess = orientationPermissionNeeded(window) ? 'ask' : 'open';
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
    async start() {
      if (!root.isConnected) container.append(root);
      listen('pointerdown', onPointerDown);
      listen('pointermove', onPointerMove);
      listen('pointerup', onPointerUp);
      listen('pointercancel', onPointerUp);
      listen('click', askForOrientation);
      for (const type of ['click', 'pointerup', 'pointerdown'] as const) listen(type, onClickEvent);
      startOrientation();
      startLocation();
      running = true;
      loop();
      await cameraControl.start();
    },
    stop() {
      running = false;
      if (frameHandle !== undefined) scheduler.cancel(frameHandle);
      locationWatch?.stop();
      orientationWatch?.stop();
      cameraControl.stop();
      frameSource.dispose();
      for (const dispose of disposers.splice(0)) dispose();
      radarView.dispose();
      for (const layer of snapLayers.values()) layer.remove();
      snapLayers.clear();
      root.remove();
    },
    renderFrame,
    requestOrientationAccess,
  };
}

/** Frames a view not shown is kept hidden before its element is dropped (about 5 s). */
const KEEP_HIDDEN_FRAMES = 300;

/** A drawable's zOrder as an offset among its object's drawables (-49 to 49). */
const drawableZ = (drawable: Drawable) => Math.max(-49, Math.min(49, drawable.zOrder));
