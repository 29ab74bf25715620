import type { Runtime } from '../core/runtime';
import type { GeoObject } from '../core/geo-object';
import type { FrameObject, FramePlacement } from './frame';

export interface GeoFrameObject extends FrameObject<GeoObject> {
  source: GeoObject;
  placements: FramePlacement[];
}

const frameInput = Symbol('frameInput');
type WithFrameInput = GeoObject & { [frameInput]?: GeoFrameObject };

/**
 * Frame inputs for every GeoObject of a runtime. Each input is kept on its object and
 * refreshed in place, so a frame allocates little.
 */
export class FrameSource {
  readonly #runtime: Runtime;
  readonly objects: GeoFrameObject[] = [];

  constructor(runtime: Runtime) {
    this.#runtime = runtime;
  }

  refresh(): this {
    const { objects } = this;
    objects.length = 0;
    for (const object of this.#runtime.objectsOfType('GeoObject')) {
      const geoObject = object as WithFrameInput;
      let input = geoObject[frameInput];
      if (!input) {
        input = {
          id: geoObject.objectId,
          enabled: true,
          renderingOrder: 0,
          placements: [],
          source: geoObject,
        };
        geoObject[frameInput] = input;
      }
      input.enabled = geoObject.enabled;
      input.renderingOrder = geoObject.renderingOrder;
      const { placements } = input;
      placements.length = 0;
      for (const location of geoObject.locations) {
        const resolved = location.locate();
        if (resolved) placements.push(resolved);
      }
      objects.push(input);
    }
    return this;
  }
}
