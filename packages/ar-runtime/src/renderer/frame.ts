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

/**
 * One placement in a frame. The entries `computeFrame` returns read their figures from the
 * frame's arrays through accessors: read them (spreading one copies only `object` and
 * `placement`), and read them before the next frame, which reuses them.
 */
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
/** Up to this many changed slots, a frame updates them one by one instead of all slots. */
const MAX_LISTED_CHANGES = 256;
/** What a slot is in a frame: left out (inactive), within the culling distance, or culled. */
const LEFT_OUT = 0;
const KEPT = 1;
const CULLED = 2;

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
  /**
   * The slots written between the previous version and this one; undefined when there were
   * more than a frame would rather update one by one.
   */
  changed: readonly number[] | undefined = undefined;
  #written: number[] | undefined = [];
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
    if (this.#written && this.#written.length < MAX_LISTED_CHANGES) this.#written.push(slot);
    else this.#written = undefined;
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

  /** Ends a round of writes: a new version, and which slots it changed. */
  commit(): void {
    this.changed = this.#written;
    this.#written = [];
    this.version++;
  }

  /** Copies `count` slots of `from`, starting at `source`, to this table at `target`. */
  copy(from: PlacementTable, source: number, target: number, count: number): void {
    this.#written = undefined;
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
  /** The number of slots when the frame was measured. */
  count: number;
  /** Per slot: LEFT_OUT, KEPT or CULLED. */
  status: Uint8Array;
  /** Per slot: 1 where the placement is on screen. */
  inView: Uint8Array;
  /** Per slot: marks while the order is worked out (all clear in between). */
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
    count: 0,
    status: new Uint8Array(0),
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
  if (state.status.length >= count) return;
  const capacity = Math.max(count, state.status.length * 2);
  state.north = new Float64Array(capacity);
  state.east = new Float64Array(capacity);
  state.up = new Float64Array(capacity);
  state.distance = new Float64Array(capacity);
  state.scale = new Float64Array(capacity);
  state.x = new Float64Array(capacity);
  state.y = new Float64Array(capacity);
  state.status = new Uint8Array(capacity);
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

/** The camera position, as measuring needs it. */
interface Origin {
  latitude: number;
  longitude: number;
  altitude: number | undefined;
  metersPerDegreeLongitude: number;
}

const originOf = (camera: FrameCamera): Origin => ({
  latitude: camera.latitude,
  longitude: camera.longitude,
  altitude: camera.altitude,
  metersPerDegreeLongitude: METERS_PER_DEGREE * Math.cos(camera.latitude * RADIANS),
});

/**
 * What depends on the camera position and not on its direction: offsets and distances, culling,
 * scale, and the order back to front (rendering order, then far before near, then slot order).
 */
function locate(state: FrameState, table: PlacementTable, origin: Origin): void {
  const count = table.count;
  reserve(state, count);
  state.count = count;
  const kept = measure(state, table, origin);
  state.entries.length = kept;
  if (state.pool.length > count) state.pool.length = count;
  // The previous order first (nearly sorted while the camera moves a little), then new slots.
  const { marks, spare, scratch } = state;
  const previous = state.order;
  const slots = spare.slots;
  marks.fill(0, 0, count);
  let length = keepOrder(previous.slots, state.orderLength, slots, count, state.status, marks);
  length = appendNew(slots, length, count, state.status, marks);
  marks.fill(0, 0, count);
  gatherKeys(spare, length, table.renderingOrder, state.distance);
  let sorted = spare;
  if (!insertionSort(spare, length, length * 8)) sorted = mergeSort(spare, scratch, length);
  state.order = sorted;
  state.spare = previous;
  state.scratch = sorted === spare ? scratch : spare;
  state.orderLength = length;
}

/**
 * Measures every slot (as `measureSlot` does, written out for speed) and lists the entries of
 * those within the culling distance; returns how many entries there are.
 */
function measure(state: FrameState, table: PlacementTable, origin: Origin): number {
  const { north, east, up, distance, scale, status, pool, entries, scaling } = state;
  const { count, latitude, longitude, altitude, active, objects, placement } = table;
  const { latitude: cameraLatitude, longitude: cameraLongitude, altitude: cameraAltitude } = origin;
  const metersPerDegreeLongitude = origin.metersPerDegreeLongitude;
  const culling = scaling.cullingDistance;
  let culled = 0;
  let length = 0;
  for (let slot = 0; slot < count; slot++) {
    if (active[slot] === 0) {
      status[slot] = LEFT_OUT;
      continue;
    }
    const n = ((latitude[slot] as number) - cameraLatitude) * METERS_PER_DEGREE;
    const e = ((longitude[slot] as number) - cameraLongitude) * metersPerDegreeLongitude;
    const height = altitude[slot] as number;
    const u = height !== height || cameraAltitude === undefined ? 0 : height - cameraAltitude;
    const d = Math.sqrt(n * n + e * e + u * u);
    if (d > culling) {
      status[slot] = CULLED;
      culled++;
      continue;
    }
    status[slot] = KEPT;
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

/** Offsets, distance, scale and entry of one slot; returns what the slot is in the frame. */
function measureSlot(state: FrameState, table: PlacementTable, origin: Origin, slot: number) {
  const { status } = state;
  if (table.active[slot] === 0) {
    status[slot] = LEFT_OUT;
    return LEFT_OUT;
  }
  const n = ((table.latitude[slot] as number) - origin.latitude) * METERS_PER_DEGREE;
  const e =
    ((table.longitude[slot] as number) - origin.longitude) * origin.metersPerDegreeLongitude;
  const height = table.altitude[slot] as number;
  const cameraAltitude = origin.altitude;
  const u = height !== height || cameraAltitude === undefined ? 0 : height - cameraAltitude;
  const d = Math.sqrt(n * n + e * e + u * u);
  if (d > state.scaling.cullingDistance) {
    status[slot] = CULLED;
    return CULLED;
  }
  status[slot] = KEPT;
  state.north[slot] = n;
  state.east[slot] = e;
  state.up[slot] = u;
  state.distance[slot] = d;
  state.scale[slot] = distanceScale(d, state.scaling);
  const object = table.objects[slot] as FrameObject;
  const index = table.placement[slot] as number;
  const entry = state.pool[slot];
  if (entry) {
    entry.object = object;
    entry.placement = index;
  } else {
    state.pool[slot] = new SlotEntry(state, slot, object, index);
  }
  return KEPT;
}

/**
 * Measures again only the slots `changed` and those added since (the camera position and the
 * scene as before), and moves them to their places in the order back to front.
 */
function relocate(
  state: FrameState,
  table: PlacementTable,
  origin: Origin,
  changed: readonly number[],
): void {
  const { status, marks } = state;
  const before = state.count;
  const count = table.count;
  let entriesChanged = count !== before;
  const slots: number[] = [];
  const remeasure = (slot: number) => {
    if (marks[slot] === 1) return;
    marks[slot] = 1;
    slots.push(slot);
    const was = slot < before ? status[slot] : LEFT_OUT;
    const now = measureSlot(state, table, origin, slot);
    if (was === CULLED) state.culled--;
    if (now === CULLED) state.culled++;
    if ((was === KEPT) !== (now === KEPT)) entriesChanged = true;
  };
  for (const slot of changed) remeasure(slot);
  // Slots added since the last frame count as changed, written or not.
  for (let slot = before; slot < count; slot++) remeasure(slot);
  state.count = count;
  if (entriesChanged) {
    state.entries.length = listEntries(status, count, state.pool, state.entries);
  }
  const order = state.order;
  let length = dropMarked(order, state.orderLength, marks);
  for (const slot of slots) {
    marks[slot] = 0;
    if (status[slot] === KEPT) {
      insertSorted(order, length, slot, table.renderingOrder[slot] as number, state.distance);
      length++;
    }
  }
  state.orderLength = length;
}

/** The entries of the kept slots, in slot order; returns how many there are. */
function listEntries(
  status: Uint8Array,
  count: number,
  pool: readonly SlotEntry[],
  entries: FrameEntry[],
): number {
  let length = 0;
  for (let slot = 0; slot < count; slot++) {
    if (status[slot] === KEPT) entries[length++] = pool[slot] as SlotEntry;
  }
  return length;
}

/** Removes the marked slots from the first `length` of `items`; returns the new length. */
function dropMarked(items: Sortable, length: number, marks: Uint8Array): number {
  const { slots, renderingOrder: orders, distance: distances } = items;
  let kept = 0;
  for (let index = 0; index < length; index++) {
    const slot = slots[index] as number;
    if (marks[slot] === 1) continue;
    slots[kept] = slot;
    orders[kept] = orders[index] as number;
    distances[kept] = distances[index] as number;
    kept++;
  }
  return kept;
}

/** Inserts `slot` into the sorted first `length` of `items`, where it is drawn. */
function insertSorted(
  items: Sortable,
  length: number,
  slot: number,
  order: number,
  distance: Float64Array,
): void {
  const { slots, renderingOrder: orders, distance: distances } = items;
  const d = distance[slot] as number;
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const before = drawnBefore(
      orders[middle] as number,
      distances[middle] as number,
      slots[middle] as number,
      order,
      d,
      slot,
    );
    if (before) low = middle + 1;
    else high = middle;
  }
  slots.copyWithin(low + 1, low, length);
  orders.copyWithin(low + 1, low, length);
  distances.copyWithin(low + 1, low, length);
  slots[low] = slot;
  orders[low] = order;
  distances[low] = d;
}

/** Copies the slots of `previous` still kept to `order`, marking them; returns the length. */
function keepOrder(
  previous: Int32Array,
  previousLength: number,
  order: Int32Array,
  count: number,
  status: Uint8Array,
  marks: Uint8Array,
): number {
  let length = 0;
  for (let index = 0; index < previousLength; index++) {
    const slot = previous[index] as number;
    if (slot < count && status[slot] === KEPT && marks[slot] === 0) {
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
  status: Uint8Array,
  marks: Uint8Array,
): number {
  let length = start;
  for (let slot = 0; slot < count; slot++) {
    if (status[slot] === KEPT && marks[slot] === 0) order[length++] = slot;
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
  const { north, east, up, x: xs, y: ys, status, inView } = state;
  const { sinH, cosH, sinP, cosP, f, width, height } = view;
  const cx = width / 2;
  const cy = height / 2;
  const marginX = width * VIEW_MARGIN;
  const marginY = height * VIEW_MARGIN;
  for (let slot = 0; slot < count; slot++) {
    if (status[slot] !== KEPT) continue;
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
  const moved =
    state.table !== table ||
    state.latitude !== camera.latitude ||
    state.longitude !== camera.longitude ||
    state.altitude !== camera.altitude ||
    !sameScaling(state.scaling, scaling);
  if (moved || state.version !== table.version) {
    const changed = table.changed;
    const origin = originOf(camera);
    if (
      !moved &&
      changed &&
      state.version + 1 === table.version &&
      table.count >= state.count &&
      table.count <= state.status.length
    ) {
      relocate(state, table, origin, changed);
    } else {
      state.table = table;
      state.latitude = camera.latitude;
      state.longitude = camera.longitude;
      state.altitude = camera.altitude;
      state.scaling = scaling;
      locate(state, table, origin);
    }
    state.version = table.version;
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
