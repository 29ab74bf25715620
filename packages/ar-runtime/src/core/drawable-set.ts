import type { ARObject } from './ar-object';
import { Drawable, Drawable2D } from './drawables/drawable';
import { ImageDrawable } from './drawables/image-drawable';
import { requireArrayOf, requireWholeNumberIn } from './validate';

export type DrawableSlot = 'cam' | 'radar' | 'indicator';

const slotRules: Record<
  DrawableSlot,
  { isElement: (value: unknown) => value is Drawable; description: string }
> = {
  cam: { isElement: (v): v is Drawable => v instanceof Drawable, description: 'AR drawables' },
  radar: {
    isElement: (v): v is Drawable => v instanceof Drawable2D,
    description: '2D drawables (Circle, ImageDrawable, Label)',
  },
  indicator: {
    isElement: (v): v is Drawable => v instanceof ImageDrawable,
    description: 'AR.ImageDrawable objects',
  },
};

const asList = (value: unknown): unknown => (Array.isArray(value) ? value : [value]);

/** The cam, radar and indicator drawables of an object, with the SDK's add/remove calls. */
export class DrawableSet {
  #slots: Record<DrawableSlot, Drawable[]> = { cam: [], radar: [], indicator: [] };
  readonly #owner: ARObject;
  readonly #allowed: readonly DrawableSlot[];

  constructor(owner: ARObject, allowed: readonly DrawableSlot[]) {
    this.#owner = owner;
    this.#allowed = allowed;
  }

  get cam(): readonly Drawable[] {
    return this.#slots.cam;
  }
  set cam(value: Drawable | readonly Drawable[]) {
    this.#replace('cam', value);
  }

  get radar(): readonly Drawable[] {
    return this.#slots.radar;
  }
  set radar(value: Drawable | readonly Drawable[]) {
    this.#replace('radar', value);
  }

  get indicator(): readonly Drawable[] {
    return this.#slots.indicator;
  }
  set indicator(value: Drawable | readonly Drawable[]) {
    this.#replace('indicator', value);
  }

  addCamDrawable(drawables: Drawable | readonly Drawable[], position?: number): void {
    this.#add('cam', drawables, position);
  }
  removeCamDrawable(drawables: Drawable | readonly Drawable[] | number): void {
    this.#remove('cam', drawables);
  }
  addRadarDrawables(drawables: Drawable | readonly Drawable[], position?: number): void {
    this.#add('radar', drawables, position);
  }
  removeRadarDrawables(drawables: Drawable | readonly Drawable[] | number): void {
    this.#remove('radar', drawables);
  }
  addIndicatorDrawable(drawables: Drawable | readonly Drawable[], position?: number): void {
    this.#add('indicator', drawables, position);
  }
  removeIndicatorDrawable(drawables: Drawable | readonly Drawable[] | number): void {
    this.#remove('indicator', drawables);
  }

  assign(value: Partial<Record<DrawableSlot, Drawable | readonly Drawable[]>>): void {
    for (const slot of this.#allowed) {
      const drawables = value[slot];
      if (drawables !== undefined) this.#replace(slot, drawables);
    }
  }

  /** Every drawable of every slot (for detaching on destroy). */
  all(): Drawable[] {
    return [...this.#slots.cam, ...this.#slots.radar, ...this.#slots.indicator];
  }

  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const slot of this.#allowed) out[slot] = this.#slots[slot];
    return out;
  }

  #validate(slot: DrawableSlot, value: unknown): Drawable[] {
    const { isElement, description } = slotRules[slot];
    return requireArrayOf(`drawables.${slot}`, asList(value), isElement, description);
  }

  #replace(slot: DrawableSlot, value: unknown): void {
    const next = this.#validate(slot, value);
    for (const drawable of this.#slots[slot]) drawable.detachFrom(this.#owner);
    this.#slots[slot] = [...next];
    this.#commit(slot);
  }

  #add(slot: DrawableSlot, value: unknown, position: number | undefined): void {
    const added = this.#validate(slot, value);
    const list = this.#slots[slot];
    const at =
      position === undefined
        ? list.length
        : requireWholeNumberIn('position', position, { min: 0, max: list.length });
    list.splice(at, 0, ...added);
    this.#commit(slot);
  }

  #remove(slot: DrawableSlot, value: unknown): void {
    const list = this.#slots[slot];
    if (typeof value === 'number') {
      const index = requireWholeNumberIn('index', value, { min: 0, max: list.length - 1 });
      list[index]?.detachFrom(this.#owner);
      list.splice(index, 1);
    } else {
      const removed = new Set(this.#validate(slot, value));
      for (const drawable of removed) drawable.detachFrom(this.#owner);
      this.#slots[slot] = list.filter((drawable) => !removed.has(drawable));
    }
    this.#commit(slot);
  }

  #commit(slot: DrawableSlot): void {
    for (const drawable of this.#slots[slot]) drawable.attachTo(this.#owner);
    this.#owner.changed(`drawables.${slot}`, this.#slots[slot]);
  }
}
