import type { Runtime, RuntimeObject } from '../core/runtime';
import type { GeoObject } from '../core/geo-object';
import { RelativeLocation, type ARLocation } from '../core/locations';
import {
  attachPlacementTable,
  PlacementTable,
  type FrameObject,
  type FramePlacement,
} from './frame';

export interface GeoFrameObject extends FrameObject<GeoObject> {
  source: GeoObject;
  placements: FramePlacement[];
}

/** What the source keeps for one GeoObject. */
interface ObjectRecord {
  input: GeoFrameObject;
  /** The object's first slot in the placement table (one slot per placement), and how many. */
  start: number;
  slots: number;
  /** The locations whose change moves a placement: the object's and those they are relative to. */
  watched: ARLocation[];
  followsUser: boolean;
  dirty: boolean;
  removed: boolean;
}

/** Properties of a GeoObject that change its frame input. */
const INPUT_PROPERTIES = new Set(['enabled', 'renderingOrder', 'locations']);

/**
 * Frame inputs for every GeoObject of a runtime, in creation order. An input is read again only
 * when its object, one of its locations (or a location those are relative to) or, for locations
 * relative to the user, the user's position changed; a placement table kept alongside lets a
 * frame skip reading the inputs at all.
 */
export class FrameSource {
  readonly objects: GeoFrameObject[] = [];
  #table = new PlacementTable();
  #records: ObjectRecord[] = [];
  readonly #byObject = new Map<RuntimeObject, ObjectRecord>();
  /** For each watched location, the record (or records) that watch it. */
  readonly #watchers = new Map<ARLocation, ObjectRecord | Set<ObjectRecord>>();
  readonly #followers = new Set<ObjectRecord>();
  #dirty: ObjectRecord[] = [];
  #removed = false;
  readonly #stop: Array<() => void>;

  constructor(runtime: Runtime) {
    attachPlacementTable(this.objects, this.#table);
    for (const object of runtime.objectsOfType('GeoObject')) this.#add(object as GeoObject);
    const { events } = runtime;
    this.#stop = [
      events.on('created', (object) => {
        if (object.typeName === 'GeoObject') this.#add(object as GeoObject);
      }),
      events.on('destroyed', (object) => this.#remove(object)),
      events.on('changed', ({ object, property }) => this.#changed(object, property)),
      events.on('location', () => {
        for (const record of this.#followers) this.#markDirty(record);
      }),
    ];
  }

  /** Stops following the runtime (the inputs stay as they were last refreshed). */
  dispose(): void {
    for (const stop of this.#stop) stop();
    this.#stop.length = 0;
  }

  refresh(): this {
    if (this.#removed || this.#dirty.length > 0) {
      this.#update();
      this.#table.commit();
    }
    return this;
  }

  #update(): void {
    // Reading fires nothing. Should a location fail to resolve (one relative to itself), the
    // error goes to the caller and everything stays to be done again at the next refresh.
    const dirty = this.#dirty;
    for (const record of dirty) if (!record.removed) this.#read(record);
    this.#dirty = [];
    let relayout = this.#removed;
    if (this.#removed) {
      this.#removed = false;
      this.#records = this.#records.filter((record) => !record.removed);
    }
    for (const record of dirty) {
      if (record.start >= 0 && record.input.placements.length !== record.slots) relayout = true;
    }
    const table = this.#table;
    if (relayout) {
      // Slots follow the objects' order: lay them out again, copying the unchanged ones.
      const next = new PlacementTable();
      next.version = table.version;
      let count = 0;
      for (const record of this.#records) count += record.input.placements.length;
      next.resize(count);
      let slot = 0;
      for (const record of this.#records) {
        const { placements } = record.input;
        if (record.start >= 0 && !record.dirty) {
          next.copy(table, record.start, slot, placements.length);
        } else {
          writeRecord(next, record, slot);
        }
        record.start = slot;
        record.slots = placements.length;
        slot += placements.length;
      }
      this.#table = next;
      attachPlacementTable(this.objects, next);
      this.objects.length = 0;
      for (const record of this.#records) this.objects.push(record.input);
    } else {
      // New objects come last (marked in the order they were created): their slots go at the
      // end of the table.
      for (const record of dirty) {
        if (record.removed) continue;
        if (record.start < 0) {
          record.start = table.count;
          record.slots = record.input.placements.length;
          table.resize(table.count + record.slots);
          this.objects.push(record.input);
        }
        writeRecord(table, record, record.start);
      }
    }
    for (const record of dirty) record.dirty = false;
  }

  /** Reads an object's input again and watches what its placements depend on. */
  #read(record: ObjectRecord): void {
    const { input } = record;
    const object = input.source;
    input.enabled = object.enabled;
    input.renderingOrder = object.renderingOrder;
    this.#unwatch(record);
    const { placements } = input;
    placements.length = 0;
    for (const location of object.locations) {
      for (let link: ARLocation | null = location; link;) {
        if (record.watched.includes(link)) break;
        this.#watch(link, record);
        if (!(link instanceof RelativeLocation)) break;
        link = link.location;
        if (!link) {
          record.followsUser = true;
          this.#followers.add(record);
        }
      }
      const resolved = location.locate();
      if (resolved) placements.push(resolved);
    }
  }

  #add(object: GeoObject): void {
    if (this.#byObject.has(object)) return;
    const record: ObjectRecord = {
      input: {
        id: object.objectId,
        enabled: true,
        renderingOrder: 0,
        placements: [],
        source: object,
      },
      start: -1,
      slots: 0,
      watched: [],
      followsUser: false,
      dirty: false,
      removed: false,
    };
    this.#byObject.set(object, record);
    this.#records.push(record);
    this.#markDirty(record);
  }

  #remove(object: RuntimeObject): void {
    const record = this.#byObject.get(object);
    if (!record) return;
    this.#byObject.delete(object);
    this.#unwatch(record);
    record.removed = true;
    this.#removed = true;
  }

  #changed(object: RuntimeObject, property: string): void {
    const record = this.#byObject.get(object);
    if (record) {
      if (INPUT_PROPERTIES.has(property)) this.#markDirty(record);
      return;
    }
    const watchers = this.#watchers.get(object as ARLocation);
    if (!watchers) return;
    if (watchers instanceof Set) for (const watcher of watchers) this.#markDirty(watcher);
    else this.#markDirty(watchers);
  }

  #markDirty(record: ObjectRecord): void {
    if (record.dirty || record.removed) return;
    record.dirty = true;
    this.#dirty.push(record);
  }

  #watch(location: ARLocation, record: ObjectRecord): void {
    record.watched.push(location);
    const watchers = this.#watchers.get(location);
    if (!watchers) this.#watchers.set(location, record);
    else if (watchers instanceof Set) watchers.add(record);
    else if (watchers !== record) this.#watchers.set(location, new Set([watchers, record]));
  }

  #unwatch(record: ObjectRecord): void {
    for (const location of record.watched) {
      const watchers = this.#watchers.get(location);
      if (watchers === record) this.#watchers.delete(location);
      else if (watchers instanceof Set) {
        watchers.delete(record);
        if (watchers.size === 0) this.#watchers.delete(location);
      }
    }
    record.watched.length = 0;
    if (record.followsUser) {
      record.followsUser = false;
      this.#followers.delete(record);
    }
  }
}

function writeRecord(table: PlacementTable, record: ObjectRecord, start: number): void {
  const { input } = record;
  const { placements } = input;
  for (let index = 0; index < placements.length; index++) {
    table.write(start + index, input, index, placements[index]);
  }
}
