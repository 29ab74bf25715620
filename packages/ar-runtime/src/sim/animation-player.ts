import type { HostLink } from '../bridge/messages';
import type { Clock } from '../core/clock';
import type { EasingCurveName } from '../core/constants';
import { evaluateEasing, type EasingParameters } from '../core/easing';
import { Timeline } from './timeline';

/** The simulator moves animated properties in steps of this many milliseconds. */
const ANIMATION_STEP_MS = 100;
/** How long the simulator plays one loop of a model animation. */
const MODEL_ANIMATION_MS = 2000;

export interface PlayerContext {
  clock: Clock;
  link: () => HostLink | undefined;
  player: (objectId: number) => AnimationPlayer | undefined;
}

export interface StartRequest {
  loopTimes: number;
  /** Resolved start values of property animations, by animation id. */
  starts: Readonly<Record<number, number>>;
  onDone?: () => void;
}

/** Plays one animation on the simulator's clock. */
export abstract class AnimationPlayer {
  protected readonly timeline: Timeline;
  #loopsLeft = 0;
  #request: StartRequest | undefined;
  running = false;

  constructor(
    readonly objectId: number,
    protected readonly context: PlayerContext,
  ) {
    this.timeline = new Timeline(context.clock);
  }

  abstract get duration(): number;

  /** Plays one loop and calls `done` when it ends. */
  protected abstract playLoop(request: StartRequest, done: () => void): void;

  start(request: StartRequest): void {
    this.stop();
    this.running = true;
    this.#request = request;
    this.#loopsLeft = request.loopTimes;
    this.context.link()?.trigger(this.objectId, 'onStart');
    this.#nextLoop();
  }

  stop(): void {
    this.timeline.clear();
    this.stopChildren();
    this.running = false;
  }

  pause(): void {
    this.timeline.pause();
  }

  resume(): void {
    this.timeline.resume();
  }

  protected stopChildren(): void {}

  #nextLoop(): void {
    const request = this.#request;
    if (!request) return;
    this.playLoop(request, () => {
      if (this.#loopsLeft > 0) this.#loopsLeft--;
      if (this.#loopsLeft === 0) {
        this.running = false;
        this.context.link()?.trigger(this.objectId, 'onFinish');
        request.onDone?.();
      } else {
        this.#nextLoop();
      }
    });
  }
}

export interface PropertyAnimationSpec {
  target: number;
  property: string;
  end: number;
  duration: number;
  easingCurve: { type: EasingCurveName } & EasingParameters;
}

/** Steps a property every 100 ms toward its end value and snaps to it at the duration. */
export class PropertyAnimationPlayer extends AnimationPlayer {
  constructor(
    objectId: number,
    context: PlayerContext,
    readonly spec: PropertyAnimationSpec,
  ) {
    super(objectId, context);
  }

  get duration(): number {
    return this.spec.duration;
  }

  protected playLoop(request: StartRequest, done: () => void): void {
    const { target, property, end, duration, easingCurve } = this.spec;
    const start = request.starts[this.objectId] ?? end;
    const apply = (value: number) => this.context.link()?.update(target, { [property]: value });
    apply(start);
    const step = (elapsed: number) => {
      if (elapsed >= duration) {
        apply(end);
        done();
        return;
      }
      const progress = evaluateEasing(easingCurve.type, elapsed / duration, easingCurve);
      apply(start + (end - start) * progress);
      const next = Math.min(elapsed + ANIMATION_STEP_MS, duration);
      this.timeline.after(next - elapsed, () => step(next));
    };
    this.timeline.after(Math.min(ANIMATION_STEP_MS, duration), () =>
      step(Math.min(ANIMATION_STEP_MS, duration)),
    );
  }
}

/** A model animation: 2000 ms per loop in the simulator. */
export class ModelAnimationPlayer extends AnimationPlayer {
  get duration(): number {
    return MODEL_ANIMATION_MS;
  }

  protected playLoop(_request: StartRequest, done: () => void): void {
    this.timeline.after(MODEL_ANIMATION_MS, done);
  }
}

/** Parallel groups start every child at once; sequential ones start each after the last. */
export class AnimationGroupPlayer extends AnimationPlayer {
  constructor(
    objectId: number,
    context: PlayerContext,
    readonly type: 'parallel' | 'sequential',
    readonly children: readonly number[],
  ) {
    super(objectId, context);
  }

  #players(): AnimationPlayer[] {
    return this.children
      .map((id) => this.context.player(id))
      .filter((player): player is AnimationPlayer => player !== undefined);
  }

  get duration(): number {
    const durations = this.#players().map((player) => player.duration);
    if (durations.length === 0) return 0;
    return this.type === 'parallel'
      ? Math.max(...durations)
      : durations.reduce((sum, duration) => sum + duration, 0);
  }

  /** Children run once per loop; the loop ends when the last child has finished. */
  protected playLoop(request: StartRequest, done: () => void): void {
    const players = this.#players();
    const run = (player: AnimationPlayer, onDone: () => void) =>
      player.start({ loopTimes: 1, starts: request.starts, onDone });
    if (players.length === 0) {
      this.timeline.after(0, done);
    } else if (this.type === 'parallel') {
      let running = players.length;
      for (const player of players) run(player, () => --running === 0 && done());
    } else {
      const next = (index: number) => {
        const player = players[index];
        if (player) run(player, () => next(index + 1));
        else done();
      };
      next(0);
    }
  }

  override pause(): void {
    super.pause();
    for (const player of this.#players()) if (player.running) player.pause();
  }

  override resume(): void {
    super.resume();
    for (const player of this.#players()) if (player.running) player.resume();
  }

  protected override stopChildren(): void {
    for (const player of this.#players()) player.stop();
  }
}

/** Shows the key frames of an AnimatedImageDrawable, `duration` ms each. */
export class KeyFrameAnimationPlayer extends AnimationPlayer {
  #frames: readonly number[] = [];
  #frameMs = 0;

  get duration(): number {
    return this.#frames.length * this.#frameMs;
  }

  animate(frames: readonly number[], frameMs: number, loopTimes: number): void {
    this.#frames = frames;
    this.#frameMs = frameMs;
    if (frames.length === 0) return;
    this.start({ loopTimes, starts: {} });
  }

  protected playLoop(_request: StartRequest, done: () => void): void {
    this.#frames.forEach((frame, index) => {
      const show = () => this.context.link()?.update(this.objectId, { keyFrame: frame });
      if (index === 0) show();
      else this.timeline.after(index * this.#frameMs, show);
    });
    this.timeline.after(this.duration, done);
  }
}
