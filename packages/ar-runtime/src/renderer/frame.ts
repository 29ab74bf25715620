import { EARTH_RADIUS_METERS } from '../geo';

export interface FrameCamera {
  latitude: number;
  longitude: number;
  altitude: number | undefined;
  /** Degrees clockwise from north. */
  heading: number;
  /** Degrees above the horizon. */
  pitch: number;
  width: number;
  height: number;
  /** Horizontal field of view in degrees. */
  fieldOfView: number;
}

export interface SceneParameters {
  cullingDistance: number;
  minScalingDistance: number;
  maxScalingDistance: number;
  scalingFactor: number;
  globalScale: number;
}

export interface FramePlacement {
  latitude: number;
  longitude: number;
  altitude: number | undefined;
}

export interface FrameObject<Source = unknown> {
  id: number;
  enabled: boolean;
  renderingOrder: number;
  placements: readonly FramePlacement[];
  /** The object this input describes (a GeoObject for the renderer). */
  source?: Source;
}

export interface FrameEntry {
  object: FrameObject;
  placement: number;
  /** Screen position of the location in pixels. */
  x: number;
  y: number;
  distance: number;
  /** Metres east and north of the user (for the radar). */
  east: number;
  north: number;
  /** Size factor from distance-based scaling and the global scale. */
  scale: number;
  inView: boolean;
}

export interface Frame {
  /** Every placement within the culling distance. */
  entries: FrameEntry[];
  /** The placements on screen, in drawing order (back to front). */
  ordered: FrameEntry[];
  culled: number;
  /** Pixels per SDU at the minimum scaling distance. */
  pixelsPerSdu: number;
}

const RADIANS = Math.PI / 180;
const METERS_PER_DEGREE = EARTH_RADIUS_METERS * RADIANS;
/** Placements this far outside the screen still count as in view (large drawables). */
const VIEW_MARGIN = 0.25;

/** Full size up to minScalingDistance, `scalingFactor` beyond the maximum, linear between. */
export function distanceScale(distance: number, scene: SceneParameters): number {
  const { minScalingDistance: min, maxScalingDistance: max, scalingFactor, globalScale } = scene;
  if (distance <= min) return globalScale;
  if (distance >= max) return scalingFactor * globalScale;
  const t = (distance - min) / (max - min);
  return (1 - t * (1 - scalingFactor)) * globalScale;
}

export const focalLength = (camera: Pick<FrameCamera, 'width' | 'fieldOfView'>): number =>
  camera.width / 2 / Math.tan((camera.fieldOfView * RADIANS) / 2);

/**
 * The placements of a list of frame objects in flat arrays, one slot per placement in the order
 * of the objects and of their placements. A slot may be inactive (its object disabled, or its
 * location not resolvable yet); inactive slots are left out of a frame. Whoever keeps a table
 * for a list of objects bumps `version` with every change, so that the next frame can reuse what
 * it computed for the same version and camera position.
 */
export class PlacementTable {
  count = 0;
  version = 0;
  /** The object of each slot. */
  objects: FrameObject[] = [];
  /** Index of the slot's placement among its object's placements. */
  placement = new Int32Array(0);
  latitude = new Float64Array(0);
  longitude = new Float64Array(0);
  /** NaN where the altitude is unknown. */
  altitude = new Float64Array(0);
  renderingOrder = new Float64Array(0);
  /** 1 where the object is enabled and the placement is known. */
  active = new Uint8Array(0);

  /** Makes room for `count` slots (keeping the current ones) and sets the count. */
  resize(count: number): void {
    if (count > this.placement.length) {
      const capacity = Math.max(count, this.placement.length * 2, 16);
      const grow = <A extends Float64Array | Int32Array | Uint8Array>(array: A, next: A): A => {
        next.set(array.subarray(0, this.count));
        return next;
      };
      this.placement = grow(this.placement, new Int32Array(capacity));
      this.latitude = grow(this.latitude, new Float64Array(capacity));
      this.longitude = grow(this.longitude, new Float64Array(capacity));
      this.altitude = grow(this.altitude, new Float64Array(capacity));
      this.renderingOrder = grow(this.renderingOrder, new Float64Array(capacity));
      this.active = grow(this.active, new Uint8Array(capacity));
    }
    this.objects.length = count;
    this.count = count;
  }

  /**
   * Fills one slot: placement number `placement` of `object`, at `location` (inactive when
   * `location` is undefined or the object is disabled).
   */
  write(
    slot: number,
    object: FrameObject,
    placement: number,
    location: FramePlacement | undefined,
  ): void {
    this.objects[slot] = object;
    this.placement[slot] = placement;
    this.renderingOrder[slot] = object.renderingOrder;
    if (location) {
      this.latitude[slot] = location.latitude;
      this.longitude[slot] = location.longitude;
      this.altitude[slot] = location.altitude ?? Number.NaN;
    }
    this.active[slot] = location && object.enabled ? 1 : 0;
  }

  /** Copies `count` slots of `from`, starting at `source`, to this table at `target`. */
  copy(from: PlacementTable, source: number, target: number, count: number): void {
    for (let index = 0; index < count; index++) {
      const a = source + index;
      const b = target + index;
      this.objects[b] = from.objects[a] as FrameObject;
      this.placement[b] = from.placement[a] as number;
      this.latitude[b] = from.latitude[a] as number;
      this.longitude[b] = from.longitude[a] as number;
      this.altitude[b] = from.altitude[a] as number;
      this.renderingOrder[b] = from.renderingOrder[a] as number;
      this.active[b] = from.active[a] as number;
    }
  }

  /** A table of `objects` as they are now (each placement a slot, in order). */
  static of(objects: readonly FrameObject[]): PlacementTable {
    const table = new PlacementTable();
    let count = 0;
    for (const object of objects) count += object.placements.length;
    table.resize(count);
    let slot = 0;
    for (const object of objects) {
      const { placements } = object;
      for (let index = 0; index < placements.length; index++) {
        table.write(slot++, object, index, placements[index]);
      }
    }
    return table;
  }
}

const tablesByList = new WeakMap<readonly FrameObject[], PlacementTable>();

/**
 * Declares `table` the up-to-date flat copy of `objects` (the list and the table kept in step
 * by their owner), so that a frame of `objects` reads the table instead of every object.
 */
export function attachPlacementTable(objects: readonly FrameObject[], table: PlacementTable): void {
  tablesByList.set(objects, table);
}

/** What a frame leaves for the next one: its arrays and the inputs they were computed from. */
interface FrameState {
  table: PlacementTable | undefined;
  version: number;
  latitude: number;
  longitude: number;
  altitude: number | undefined;
  scaling: SceneParameters;
  culled: number;
  /** Per slot: metres north, east and up of the camera, and the distance. */
  north: Float64Array;
  east: Float64Array;
  up: Float64Array;
  distance: Float64Array;
  scale: Float64Array;
  /** Per slot: screen position (NaN behind the camera). */
  x: Float64Array;
  y: Float64Array;
  /** Per slot: 1 where the slot is active and within the culling distance. */
  kept: Uint8Array;
  /** Per slot: 1 where the placement is on screen. */
  inView: Uint8Array;
  /** Per slot: scratch marks. */
  marks: Uint8Array;
  /** The entry object of each slot (reused from frame to frame). */
  pool: SlotEntry[];
  entries: FrameEntry[];
  ordered: FrameEntry[];
  /** The kept slots back to front (the first `orderLength`); the next sort starts from it. */
  order: Sortable;
  orderLength: number;
  /** Room for the next order and for sorting. */
  spare: Sortable;
  scratch: Sortable;
}

const statesByFrame = new WeakMap<Frame, FrameState>();

/**
 * The entry of one slot. Its figures are read from the frame's arrays, so that a frame writes
 * numbers into typed arrays only (numbers written into objects would each be allocated).
 */
class SlotEntry implements FrameEntry {
  object: FrameObject;
  placement: number;
  readonly #state: FrameState;
  readonly #slot: number;

  constructor(state: FrameState, slot: number, object: FrameObject, placement: number) {
    this.#state = state;
    this.#slot = slot;
    this.object = object;
    this.placement = placement;
  }

  get x(): number {
    return this.#state.x[this.#slot] as number;
  }
  get y(): number {
    return this.#state.y[this.#slot] as number;
  }
  get distance(): number {
    return this.#state.distance[this.#slot] as number;
  }
  get east(): number {
    return this.#state.east[this.#slot] as number;
  }
  get north(): number {
    return this.#state.north[this.#slot] as number;
  }
  get scale(): number {
    return this.#state.scale[this.#slot] as number;
  }
  get inView(): boolean {
    return this.#state.inView[this.#slot] === 1;
  }
}

function newState(): FrameState {
  return {
    table: undefined,
    version: -1,
    latitude: Number.NaN,
    longitude: Number.NaN,
    altitude: undefined,
    scaling: {
      cullingDistance: Number.NaN,
      minScalingDistance: Number.NaN,
      maxScalingDistance: Number.NaN,
      scalingFactor: Number.NaN,
      globalScale: Number.NaN,
    },
    culled: 0,
    north: new Float64Array(0),
    east: new Float64Array(0),
    up: new Float64Array(0),
    distance: new Float64Array(0),
    scale: new Float64Array(0),
    x: new Float64Array(0),
    y: new Float64Array(0),
    kept: new Uint8Array(0),
    inView: new Uint8Array(0),
    marks: new Uint8Array(0),
    pool: [],
    entries: [],
    ordered: [],
    order: sortable(0),
    orderLength: 0,
    spare: sortable(0),
    scratch: sortable(0),
  };
}

const sameScaling = (a: SceneParameters, b: SceneParameters): boolean =>
  a.cullingDistance === b.cullingDistance &&
  a.minScalingDistance === b.minScalingDistance &&
  a.maxScalingDistance === b.maxScalingDistance &&
  a.scalingFactor === b.scalingFactor &&
  a.globalScale === b.globalScale;

function reserve(state: FrameState, count: number): void {
  if (state.kept.length >= count) return;
  const capacity = Math.max(count, state.kept.length * 2);
  state.north = new Float64Array(capacity);
  state.east = new Float64Array(capacity);
  state.up = new Float64Array(capacity);
  state.distance = new Float64Array(capacity);
  state.scale = new Float64Array(capacity);
  state.x = new Float64Array(capacity);
  state.y = new Float64Array(capacity);
  state.kept = new Uint8Array(capacity);
  state.inView = new Uint8Array(capacity);
  state.marks = new Uint8Array(capacity);
  const order = sortable(capacity);
  order.slots.set(state.order.slots.subarray(0, state.orderLength));
  state.order = order;
  state.spare = sortable(capacity);
  state.scratch = sortable(capacity);
}

// Each loop below is a function of its own that reads what it needs before it starts: code
// compiled while a loop runs would otherwise meet code after the loop it knows nothing about yet,
// and be thrown away at every call.

/**
 * What depends on the camera position and not on its direction: offsets and distances, culling,
 * scale, and the order back to front (rendering order, then far before near, then slot order).
 */
function locate(state: FrameState, table: PlacementTable, camera: FrameCamera): void {
  const count = table.count;
  reserve(state, count);
  const kept = measure(state, table, camera);
  state.entries.length = kept;
  if (state.pool.length > count) state.pool.length = count;
  // The previous order first (nearly sorted while the camera moves a little), then new slots.
  const { marks, spare, scratch } = state;
  const previous = state.order;
  const slots = spare.slots;
  marks.fill(0, 0, count);
  let length = keepOrder(previous.slots, state.orderLength, slots, count, state.kept, marks);
  length = appendNew(slots, length, count, state.kept, marks);
  gatherKeys(spare, length, table.renderingOrder, state.distance);
  let sorted = spare;
  if (!insertionSort(spare, length, length * 8)) sorted = mergeSort(spare, scratch, length);
  state.order = sorted;
  state.spare = previous;
  state.scratch = sorted === spare ? scratch : spare;
  state.orderLength = length;
}

/**
 * Offsets, distance and scale of every active slot, and the entries of those within the
 * culling distance; returns how many entries there are.
 */
function measure(state: FrameState, table: PlacementTable, camera: FrameCamera): number {
  const { north, east, up, distance, scale, kept, pool, entries, scaling } = state;
  const { count, latitude, longitude, altitude, active, objects, placement } = table;
  const cameraLatitude = camera.latitude;
  const cameraLongitude = camera.longitude;
  const cameraAltitude = camera.altitude;
  const metersPerDegreeLongitude = METERS_PER_DEGREE * Math.cos(cameraLatitude * RADIANS);
  const culling = scaling.cullingDistance;
  let culled = 0;
  let length = 0;
  for (let slot = 0; slot < count; slot++) {
    if (active[slot] === 0) {
      kept[slot] = 0;
      continue;
    }
    const n = ((latitude[slot] as number) - cameraLatitude) * METERS_PER_DEGREE;
    const e = ((longitude[slot] as number) - cameraLongitude) * metersPerDegreeLongitude;
    const height = altitude[slot] as number;
    const u = height !== height || cameraAltitude === undefined ? 0 : height - cameraAltitude;
    const d = Math.sqrt(n * n + e * e + u * u);
    if (d > culling) {
      kept[slot] = 0;
      culled++;
      continue;
    }
    kept[slot] = 1;
    north[slot] = n;
    east[slot] = e;
    up[slot] = u;
    distance[slot] = d;
    scale[slot] = distanceScale(d, scaling);
    const object = objects[slot] as FrameObject;
    const index = placement[slot] as number;
    let entry = pool[slot];
    if (entry) {
      entry.object = object;
      entry.placement = index;
    } else {
      entry = new SlotEntry(state, slot, object, index);
      pool[slot] = entry;
    }
    entries[length++] = entry;
  }
  state.culled = culled;
  return length;
}

/** Copies the slots of `previous` still kept to `order`, marking them; returns the length. */
function keepOrder(
  previous: Int32Array,
  previousLength: number,
  order: Int32Array,
  count: number,
  kept: Uint8Array,
  marks: Uint8Array,
): number {
  let length = 0;
  for (let index = 0; index < previousLength; index++) {
    const slot = previous[index] as number;
    if (slot < count && kept[slot] === 1 && marks[slot] === 0) {
      marks[slot] = 1;
      order[length++] = slot;
    }
  }
  return length;
}

/** Appends the kept slots not marked yet to `order`; returns the new length. */
function appendNew(
  order: Int32Array,
  start: number,
  count: number,
  kept: Uint8Array,
  marks: Uint8Array,
): number {
  let length = start;
  for (let slot = 0; slot < count; slot++) {
    if (kept[slot] === 1 && marks[slot] === 0) order[length++] = slot;
  }
  return length;
}

/** Slots with their sort keys side by side, so that sorting reads memory in order. */
interface Sortable {
  slots: Int32Array;
  renderingOrder: Float64Array;
  distance: Float64Array;
}

const sortable = (capacity: number): Sortable => ({
  slots: new Int32Array(capacity),
  renderingOrder: new Float64Array(capacity),
  distance: new Float64Array(capacity),
});

/** Fills in the keys of the first `length` slots of `into`. */
function gatherKeys(
  into: Sortable,
  length: number,
  renderingOrder: Float64Array,
  distance: Float64Array,
): void {
  const { slots, renderingOrder: orders, distance: distances } = into;
  for (let index = 0; index < length; index++) {
    const slot = slots[index] as number;
    orders[index] = renderingOrder[slot] as number;
    distances[index] = distance[slot] as number;
  }
}

/** Back to front: lower rendering order first, then farther first, then lower slot first. */
const drawnBefore = (
  order: number,
  distance: number,
  slot: number,
  otherOrder: number,
  otherDistance: number,
  otherSlot: number,
): boolean =>
  order !== otherOrder
    ? order < otherOrder
    : distance !== otherDistance
      ? distance > otherDistance
      : slot < otherSlot;

/**
 * Sorts the first `length` slots back to front by insertion, which is quick when each slot is
 * a few places from where it belongs (the previous frame's order after a small move). Gives up,
 * returning false, after `limit` moves.
 */
function insertionSort(items: Sortable, length: number, limit: number): boolean {
  const { slots, renderingOrder: orders, distance: distances } = items;
  let moves = 0;
  for (let index = 1; index < length; index++) {
    const slot = slots[index] as number;
    const order = orders[index] as number;
    const distance = distances[index] as number;
    let place = index;
    while (
      place > 0 &&
      drawnBefore(
        order,
        distance,
        slot,
        orders[place - 1] as number,
        distances[place - 1] as number,
        slots[place - 1] as number,
      )
    ) {
      slots[place] = slots[place - 1] as number;
      orders[place] = orders[place - 1] as number;
      distances[place] = distances[place - 1] as number;
      place--;
    }
    slots[place] = slot;
    orders[place] = order;
    distances[place] = distance;
    moves += index - place;
    if (moves > limit) return false;
  }
  return true;
}

/** Sorts the first `length` slots back to front by merging; returns the one holding the result. */
function mergeSort(items: Sortable, scratch: Sortable, length: number): Sortable {
  let from = items;
  let to = scratch;
  for (let width = 1; width < length; width *= 2) {
    mergePass(from, to, length, width);
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}

/** Merges each pair of sorted runs `width` long from `from` into `to`. */
function mergePass(from: Sortable, to: Sortable, length: number, width: number): void {
  const { slots, renderingOrder: orders, distance: distances } = from;
  const { slots: toSlots, renderingOrder: toOrders, distance: toDistances } = to;
  for (let start = 0; start < length; start += 2 * width) {
    const middle = Math.min(start + width, length);
    const end = Math.min(start + 2 * width, length);
    let left = start;
    let right = middle;
    for (let out = start; out < end; out++) {
      // The right run's head goes first only when it is drawn strictly before the left one's.
      const takeRight =
        left >= middle ||
        (right < end &&
          drawnBefore(
            orders[right] as number,
            distances[right] as number,
            slots[right] as number,
            orders[left] as number,
            distances[left] as number,
            slots[left] as number,
          ));
      const take = takeRight ? right++ : left++;
      toSlots[out] = slots[take] as number;
      toOrders[out] = orders[take] as number;
      toDistances[out] = distances[take] as number;
    }
  }
}

/** What depends on the camera direction: screen positions, whether on screen, drawing order. */
function project(state: FrameState, table: PlacementTable, camera: FrameCamera): void {
  const heading = camera.heading * RADIANS;
  const pitch = camera.pitch * RADIANS;
  projectSlots(state, table.count, {
    sinH: Math.sin(heading),
    cosH: Math.cos(heading),
    sinP: Math.sin(pitch),
    cosP: Math.cos(pitch),
    f: focalLength(camera),
    width: camera.width,
    height: camera.height,
  });
  state.ordered.length = collectOnScreen(state, state.ordered);
}

interface View {
  sinH: number;
  cosH: number;
  sinP: number;
  cosP: number;
  /** Focal length in pixels. */
  f: number;
  width: number;
  height: number;
}

/** Screen position of every kept slot, and whether it is on screen. */
function projectSlots(state: FrameState, count: number, view: View): void {
  const { north, east, up, x: xs, y: ys, kept, inView } = state;
  const { sinH, cosH, sinP, cosP, f, width, height } = view;
  const cx = width / 2;
  const cy = height / 2;
  const marginX = width * VIEW_MARGIN;
  const marginY = height * VIEW_MARGIN;
  for (let slot = 0; slot < count; slot++) {
    if (kept[slot] === 0) continue;
    const n = north[slot] as number;
    const e = east[slot] as number;
    const u = up[slot] as number;
    const right = e * cosH - n * sinH;
    const forward = e * sinH + n * cosH;
    const depth = forward * cosP + u * sinP;
    const vertical = u * cosP - forward * sinP;
    if (depth > 0) {
      const x = cx + (f * right) / depth;
      const y = cy - (f * vertical) / depth;
      xs[slot] = x;
      ys[slot] = y;
      inView[slot] =
        x >= -marginX && x <= width + marginX && y >= -marginY && y <= height + marginY ? 1 : 0;
    } else {
      xs[slot] = NaN;
      ys[slot] = NaN;
      inView[slot] = 0;
    }
  }
}

/** Puts the entries on screen in `ordered`, back to front; returns how many there are. */
function collectOnScreen(state: FrameState, ordered: FrameEntry[]): number {
  const { orderLength, inView, pool } = state;
  const order = state.order.slots;
  let length = 0;
  for (let index = 0; index < orderLength; index++) {
    const slot = order[index] as number;
    if (inView[slot] === 1) ordered[length++] = pool[slot] as SlotEntry;
  }
  return length;
}

/**
 * One simulated frame: projects every placement of every enabled object onto the screen,
 * culls those beyond the culling distance, scales by distance and orders back to front.
 * Passing the previous frame recycles its arrays and entry objects (so do not keep them
 * around), and while neither the objects (as far as a table attached to their list tells) nor
 * the camera position nor the scene changed, only the camera direction is worked through again.
 */
export function computeFrame(
  objects: readonly FrameObject[],
  camera: FrameCamera,
  scene: SceneParameters,
  previous?: Frame,
): Frame {
  const state = (previous && statesByFrame.get(previous)) ?? newState();
  const table = tablesByList.get(objects) ?? PlacementTable.of(objects);
  // A plain copy: `scene` may be AR.context.scene, whose getters are slower per entry.
  const scaling: SceneParameters = {
    cullingDistance: scene.cullingDistance,
    minScalingDistance: scene.minScalingDistance,
    maxScalingDistance: scene.maxScalingDistance,
    scalingFactor: scene.scalingFactor,
    globalScale: scene.globalScale,
  };
  if (
    state.table !== table ||
    state.version !== table.version ||
    state.latitude !== camera.latitude ||
    state.longitude !== camera.longitude ||
    state.altitude !== camera.altitude ||
    !sameScaling(state.scaling, scaling)
  ) {
    state.table = table;
    state.version = table.version;
    state.latitude = camera.latitude;
    state.longitude = camera.longitude;
    state.altitude = camera.altitude;
    state.scaling = scaling;
    locate(state, table, camera);
  }
  project(state, table, camera);
  const frame: Frame = {
    entries: state.entries,
    ordered: state.ordered,
    culled: state.culled,
    pixelsPerSdu: focalLength(camera) / scaling.minScalingDistance,
  };
  statesByFrame.set(frame, state);
  return frame;
}
