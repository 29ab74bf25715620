import {
  bearingBetween,
  headingDegrees,
  createDeveloperOverlay,
  createRenderer,
  createSimulatedAR,
  distanceBetween,
  type DeveloperOverlay,
  type Renderer,
  type RendererStatus,
} from '@citylife/ar-runtime';
import {
  declutterLabels,
  LABEL_GEOMETRY,
  labelRects,
  labelTextWidth,
  type LabelCandidate,
  type LabelWidths,
} from './declutter';
import { MARKER_IDLE, MARKER_SELECTED, RADAR_BACKGROUND, RADAR_NORTH } from './markerImages';
import { SIMULATED_POSITION, type ArPlace } from './places';

// The AR world of the places view, on the AR runtime: the simulator is the host (it holds
// the user's position, the device's when known), the renderer draws the markers over the
// camera feed, and the radar sits in its own corner element.

/** Places further than this are not drawn (metres); the server sends places within 10 km. */
const CULLING_DISTANCE = 12_000;
const RADAR_MAX_DISTANCE = 10_000;
const MARKER_HEIGHT = 2.5;
const SELECT_MS = 300;
/** Only the nearest places carry labels; farther ones show their pin (and radar dot). */
export const LABELLED_PLACES = 30;
const IDLE_DOT = '#FFD43B';
const SELECTED_DOT = '#FF6B00';

export interface ArWorldOptions {
  /** Receives the renderer's view. */
  container: HTMLElement;
  /** Receives the radar. */
  radar: HTMLElement;
  useCamera: boolean;
  useDeviceOrientation: boolean;
  /** Debug logging and the developer overlay. */
  debugging: boolean;
  /** Where the developer overlay is attached. */
  overlayParent?: HTMLElement;
  /** A place was selected (its id) or the selection was cleared. */
  onSelect: (id: number | undefined) => void;
  /** The text beside a label that stands for `count` places whose labels gave way ("+3"). */
  moreLabel?: (count: number) => string;
}

export interface ArWorld {
  readonly status: RendererStatus;
  readonly renderer: Renderer;
  readonly overlay: DeveloperOverlay | undefined;
  /** Starts drawing, asks for the camera; resolves once the camera is live or given up. */
  start(): Promise<void>;
  /** Replaces the places in the world (the selection is kept when its place still is). */
  setPlaces(places: readonly ArPlace[]): void;
  /** Adds places to those in the world (the bench's many places). */
  addPlaces(places: readonly ArPlace[]): void;
  select(id: number | undefined): void;
  /** Turns the view toward a place (when the heading is dragged, not the device's). */
  turnTo(id: number): void;
  /** The device's position; the simulator's stands in until one arrives. */
  setUserLocation(position: { latitude: number; longitude: number }): void;
  /** Metres from the user to a place. */
  distanceTo(id: number): number | undefined;
  /** The id of the AR object that shows a place (its marker's elements carry it). */
  objectIdOf(id: number): number | undefined;
  readonly heading: number;
  /** The whole degrees the view's heading badge shows (0 to 359). */
  readonly shownHeading: number;
  stop(): void;
}

interface Marker {
  place: ArPlace;
  objectId: number;
  /** Whether the place may carry labels (one of the nearest, or the selected one). */
  labelled: boolean;
  /** The widths of its label texts, in em. */
  widths: LabelWidths;
  select(): void;
  deselect(): void;
  /** Shows the labels with a count of the places whose labels gave way, or hides them. */
  showLabels(on: boolean, count: number): void;
  destroy(): void;
}

export function createArWorld(options: ArWorldOptions): ArWorld {
  const installation = createSimulatedAR({
    developerMode: options.debugging,
    location: { ...SIMULATED_POSITION },
  });
  const { AR, simulator } = installation;
  const renderer = createRenderer({
    installation,
    container: options.container,
    simulator,
    useCamera: options.useCamera,
    useDeviceOrientation: options.useDeviceOrientation,
    // The app reads the position itself (with its own timeouts) and hands it over.
    useGeolocation: false,
  });
  const overlay = options.debugging
    ? createDeveloperOverlay({
        installation,
        simulator,
        tabs: ['ADE', 'Profiler'],
        ...(options.overlayParent ? { parent: options.overlayParent } : {}),
      })
    : undefined;
  if (options.debugging) AR.logger.activateDebugMode();

  const idleImage = new AR.ImageResource(MARKER_IDLE);
  const selectedImage = new AR.ImageResource(MARKER_SELECTED);
  const markers = new Map<number, Marker>();
  /** The markers by the id of their GeoObject. */
  const byObject = new Map<number, Marker>();
  const moreLabel = options.moreLabel ?? ((count: number) => `+${count}`);
  const countWidth = labelTextWidth(moreLabel(99), true);
  let selected: Marker | undefined;
  let stopped = false;

  AR.context.scene.cullingDistance = CULLING_DISTANCE;
  AR.context.onScreenClick = () => selectMarker(undefined);
  AR.context.onError = (message: string) => AR.logger.warning(message);
  AR.hardware.camera.onError = (message: string) => AR.logger.warning(message);
  AR.radar.container = options.radar;
  AR.radar.background = new AR.ImageResource(RADAR_BACKGROUND);
  AR.radar.northIndicator = { image: new AR.ImageResource(RADAR_NORTH), radius: 0.9 };
  AR.radar.maxDistance = RADAR_MAX_DISTANCE;
  AR.radar.enabled = true;

  function selectMarker(marker: Marker | undefined): void {
    if (marker === selected) return;
    selected?.deselect();
    selected = marker;
    marker?.select();
    relabel();
    options.onSelect(marker?.place.id);
  }

  function createMarker(place: ArPlace): Marker {
    const location = new AR.GeoLocation(place.latitude, place.longitude, place.altitude);
    const idle = new AR.ImageDrawable(idleImage, MARKER_HEIGHT, { zOrder: 0 });
    // The selected pin is drawn only while selected (or fading out).
    const chosen = new AR.ImageDrawable(selectedImage, MARKER_HEIGHT, {
      zOrder: 0,
      opacity: 0,
      enabled: false,
    });
    const title = new AR.Label(place.label.title, 0.8, {
      zOrder: 1,
      enabled: false,
      translate: { y: 2.1 },
      style: { textColor: '#FFFFFF', backgroundColor: '#00000099', fontStyle: 'bold' },
    });
    const description = new AR.Label(place.label.description, 0.55, {
      zOrder: 1,
      enabled: false,
      translate: { y: -1.75 },
      style: { textColor: '#FFFFFF', backgroundColor: '#00000099' },
    });
    const titleWidth = labelTextWidth(place.label.title, true);
    const more = new AR.Label('', LABEL_GEOMETRY.countHeight, {
      zOrder: 2,
      enabled: false,
      horizontalAnchor: AR.CONST.HORIZONTAL_ANCHOR.LEFT,
      translate: {
        x: (titleWidth * LABEL_GEOMETRY.titleHeight) / 2 + LABEL_GEOMETRY.countGap,
        y: LABEL_GEOMETRY.titleY,
      },
      style: { textColor: '#FFFFFF', backgroundColor: '#C2410CE6', fontStyle: 'bold' },
    });
    const dot = new AR.Circle(0.03, { style: { fillColor: IDLE_DOT } });
    const parallel = AR.CONST.ANIMATION_GROUP_TYPE.PARALLEL;
    const grow = new AR.AnimationGroup(parallel, [
      new AR.PropertyAnimation(idle, 'opacity', null, 0, SELECT_MS),
      new AR.PropertyAnimation(chosen, 'opacity', null, 1, SELECT_MS),
      new AR.PropertyAnimation(chosen, 'scale', null, 1.3, SELECT_MS * 2, {
        type: AR.CONST.EASING_CURVE_TYPE.EASE_OUT_ELASTIC,
        amplitude: 2,
      }),
    ]);
    const shrink = new AR.AnimationGroup(parallel, [
      new AR.PropertyAnimation(idle, 'opacity', null, 1, SELECT_MS),
      new AR.PropertyAnimation(chosen, 'opacity', null, 0, SELECT_MS),
      new AR.PropertyAnimation(chosen, 'scale', null, 1, SELECT_MS),
    ]);
    shrink.onFinish = () => {
      if (selected !== marker) chosen.enabled = false;
    };
    const geoObject = new AR.GeoObject(location, {
      drawables: { cam: [idle, chosen, title, description, more], radar: [dot] },
      onClick: () => {
        selectMarker(selected === marker ? undefined : marker);
        return true;
      },
    });
    let shownCount = -1;
    const marker: Marker = {
      place,
      objectId: geoObject.objectId,
      labelled: false,
      widths: {
        title: titleWidth,
        description: labelTextWidth(place.label.description, false),
        count: countWidth,
      },
      select() {
        shrink.stop();
        chosen.enabled = true;
        grow.start();
        dot.style.fillColor = SELECTED_DOT;
      },
      deselect() {
        grow.stop();
        shrink.start();
        dot.style.fillColor = IDLE_DOT;
      },
      showLabels(on, count) {
        if (title.enabled !== on) {
          title.enabled = on;
          description.enabled = on;
        }
        const next = on ? count : 0;
        if (next === shownCount) return;
        shownCount = next;
        if (next > 0) more.text = moreLabel(next);
        more.enabled = next > 0;
      },
      destroy() {
        for (const object of [
          grow,
          shrink,
          geoObject,
          idle,
          chosen,
          title,
          description,
          more,
          dot,
        ]) {
          object.destroy();
        }
        location.destroy();
      },
    };
    return marker;
  }

  const user = () => simulator.location;

  /** Labels the nearest places (and the selected one), so that many places stay legible. */
  function relabel(): void {
    const here = user();
    const nearest = [...markers.values()]
      .map((marker) => ({ marker, distance: distanceBetween(here, marker.place) }))
      .sort((a, b) => a.distance - b.distance);
    nearest.forEach(({ marker }, index) => {
      marker.labelled = index < LABELLED_PLACES || marker === selected;
      if (!marker.labelled) marker.showLabels(false, 0);
    });
    if (!renderer.lastFrame) {
      for (const { marker } of nearest) if (marker.labelled) marker.showLabels(true, 0);
    }
  }

  /**
   * Before each frame is laid out: of the labelled places in view, those whose labels would
   * cover a nearer place's labels on the screen give way to it and are counted beside it.
   */
  function declutter(): void {
    const frame = renderer.lastFrame;
    if (!frame) return;
    const candidates: LabelCandidate[] = [];
    for (const entry of frame.entries) {
      if (!entry.inView) continue;
      const marker = byObject.get(entry.object.id);
      if (!marker?.labelled) continue;
      const ppu = frame.pixelsPerSdu * entry.scale;
      candidates.push({
        id: marker.objectId,
        distance: entry.distance,
        rects: labelRects(entry.x, entry.y, ppu, marker.widths),
      });
    }
    const layout = declutterLabels(candidates, selected?.objectId);
    for (const candidate of candidates) {
      const marker = byObject.get(candidate.id)!;
      const count = layout.counts.get(candidate.id);
      marker.showLabels(count !== undefined, count ?? 0);
    }
  }
  const stopDeclutter = installation.runtime.events.on('frame', declutter);

  function addPlaces(places: readonly ArPlace[]): void {
    for (const place of places) {
      if (markers.has(place.id)) continue;
      const marker = createMarker(place);
      markers.set(place.id, marker);
      byObject.set(marker.objectId, marker);
    }
    relabel();
  }

  return {
    status: renderer.status,
    renderer,
    overlay,
    start: () => renderer.start(),
    setPlaces(places) {
      const keep = new Set(places.map((place) => place.id));
      for (const [id, marker] of markers) {
        if (keep.has(id)) continue;
        if (selected === marker) selectMarker(undefined);
        marker.destroy();
        markers.delete(id);
        byObject.delete(marker.objectId);
      }
      addPlaces(places);
    },
    addPlaces,
    select(id) {
      selectMarker(id === undefined ? undefined : markers.get(id));
    },
    turnTo(id) {
      const marker = markers.get(id);
      if (!marker || renderer.status.heading === 'device') return;
      renderer.heading = bearingBetween(user(), marker.place);
    },
    setUserLocation({ latitude, longitude }) {
      if (stopped) return;
      simulator.setLocation({ latitude, longitude, altitude: SIMULATED_POSITION.altitude });
      relabel();
    },
    distanceTo(id) {
      const marker = markers.get(id);
      return marker ? distanceBetween(user(), marker.place) : undefined;
    },
    objectIdOf(id) {
      return markers.get(id)?.objectId;
    },
    get heading() {
      return renderer.heading;
    },
    get shownHeading() {
      return renderer.shownHeading ?? headingDegrees(renderer.heading);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      stopDeclutter();
      renderer.stop();
      overlay?.dispose();
      installation.uninstall();
      markers.clear();
      byObject.clear();
      selected = undefined;
    },
  };
}
