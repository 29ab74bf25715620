import { splitState } from './ar-object';
import { STATE, type ResourceState } from './constants';

/** The load state of an object showing a file (model, video, HTML, occluder). */
export class LoadState {
  value: ResourceState = STATE.INITIALIZED;

  get loaded(): boolean {
    return this.value === STATE.LOADED;
  }

  /** Keeps the `state` of a host update and returns its other values. */
  update(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const { state, rest } = splitState(values);
    if (state !== undefined) this.value = state as ResourceState;
    return rest;
  }

  /** `onLoaded` marks the file loaded and `onError` failed, where `triggers` names them. */
  follow(trigger: string, triggers: readonly string[] = ['onLoaded', 'onError']): void {
    if (!triggers.includes(trigger)) return;
    if (trigger === 'onLoaded') this.value = STATE.LOADED;
    if (trigger === 'onError') this.value = STATE.ERROR;
  }
}
