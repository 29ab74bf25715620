import type { TimerId } from '../core/clock';
import { STATE } from '../core/constants';
import type { ResourceLoader } from './resource-loader';
import type { SimServices } from './services';

/** Simulated sounds and videos last a random time below this (ms). */
const MAX_MEDIA_LENGTH_MS = 10000;

interface Media {
  kind: 'sound' | 'video';
  lengthMs: number | undefined;
  loops: number;
  pendingPlay: boolean;
  timer: TimerId | undefined;
}

/**
 * Sound and video playback: play when loaded runs for length x loops, then back to LOADED
 * with onFinishedPlaying; play before loading streams (loads, then plays); pause is a stop
 * that remembers the loop count; resume plays again.
 */
export class MediaPlayer {
  readonly #media = new Map<number, Media>();
  readonly #sim: SimServices;
  readonly #loader: ResourceLoader;

  constructor(sim: SimServices, loader: ResourceLoader) {
    this.#sim = sim;
    this.#loader = loader;
    loader.onLoaded((objectId) => this.#loaded(objectId));
  }

  register(objectId: number, kind: 'sound' | 'video'): void {
    this.#media.set(objectId, {
      kind,
      lengthMs: undefined,
      loops: 1,
      pendingPlay: false,
      timer: undefined,
    });
    this.#loader.register(objectId, kind);
  }

  lengthOf(objectId: number): number | undefined {
    return this.#media.get(objectId)?.lengthMs;
  }

  handle(objectId: number, operation: string, loopTimes: unknown): void {
    const media = this.#media.get(objectId);
    if (!media) return;
    switch (operation) {
      case 'load':
        this.#loader.load(objectId);
        break;
      case 'play':
        this.#play(objectId, media, typeof loopTimes === 'number' ? loopTimes : 1);
        break;
      case 'resume':
        this.#play(objectId, media, media.loops);
        break;
      case 'stop':
        this.#halt(objectId, media, STATE.LOADED);
        break;
      case 'pause':
        this.#halt(objectId, media, STATE.PAUSED);
        break;
    }
  }

  forget(objectId: number): void {
    const media = this.#media.get(objectId);
    if (media?.timer !== undefined) this.#sim.clock.clearTimeout(media.timer);
    this.#media.delete(objectId);
    this.#loader.forget(objectId);
  }

  #loaded(objectId: number): void {
    const media = this.#media.get(objectId);
    if (!media) return;
    media.lengthMs = Math.max(1, this.#sim.random() * MAX_MEDIA_LENGTH_MS);
    this.#sim.link()?.trigger(objectId, 'onLoaded');
    if (media.pendingPlay) {
      media.pendingPlay = false;
      this.#start(objectId, media);
    }
  }

  #play(objectId: number, media: Media, loops: number): void {
    media.loops = loops;
    if (this.#loader.stateOf(objectId) !== 'loaded') {
      media.pendingPlay = true;
      this.#loader.load(objectId);
      return;
    }
    this.#start(objectId, media);
  }

  #start(objectId: number, media: Media): void {
    if (media.timer !== undefined) this.#sim.clock.clearTimeout(media.timer);
    const link = this.#sim.link();
    link?.update(objectId, { state: STATE.PLAYING });
    if (media.kind === 'video') link?.trigger(objectId, 'onPlaybackStarted');
    const length = media.lengthMs ?? 0;
    const schedule = (loopsLeft: number) => {
      media.timer = this.#sim.clock.setTimeout(
        () => {
          media.timer = undefined;
          if (loopsLeft < 0) {
            schedule(loopsLeft);
            return;
          }
          this.#sim.link()?.update(objectId, { state: STATE.LOADED });
          this.#sim.link()?.trigger(objectId, 'onFinishedPlaying');
        },
        loopsLeft < 0 ? length : length * loopsLeft,
      );
    };
    schedule(media.loops);
  }

  #halt(objectId: number, media: Media, state: number): void {
    media.pendingPlay = false;
    if (media.timer !== undefined) this.#sim.clock.clearTimeout(media.timer);
    media.timer = undefined;
    if (this.#loader.stateOf(objectId) === 'loaded') this.#sim.link()?.update(objectId, { state });
  }
}
