import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/setup-ar';
import { ImmutableException, OutOfRangeException } from './errors';
import { defineProperties, describeProperties } from './properties';
import { numberIn, requireBoolean } from './validate';

class Base {
  readonly reports: [string, unknown][] = [];
  readonly #id: number;
  declare id: number;
  declare size: number;
  static {
    defineProperties(this, {
      id: { readOnly: (base) => base.#id, owner: 'Thing' },
      size: { initial: 1, validate: numberIn({ min: 0 }) },
    });
  }

  constructor(id: number) {
    this.#id = id;
  }

  changed(property: string, value: unknown): void {
    this.reports.push([property, value]);
  }
}

class Derived extends Base {
  declare visible: boolean;
  declare corner: { x: number };
}
defineProperties(
  Derived,
  {
    visible: { initial: false, validate: requireBoolean },
    corner: {
      initial: { x: 0 },
      validate: (_name, value) => ({ ...(value as { x: number }) }),
      read: (corner) => ({ ...corner }),
      described: false,
    },
  },
  { labelPrefix: 'thing.' },
);

describe('defineProperties', () => {
  it('validates, stores and reports writes, each instance on its own', () => {
    const one = new Derived(1);
    const two = new Derived(2);
    one.size = 3;
    one.visible = true;
    expect([one.size, one.visible, two.size, two.visible]).toEqual([3, true, 1, false]);
    expect(one.reports).toEqual([
      ['size', 3],
      ['visible', true],
    ]);
    const error = thrown(() => (one.size = -1));
    expect(error).toBeInstanceOf(OutOfRangeException);
    expect(error.message).toBe("'size' must be in [0, Infinity), got -1.");
    expect(thrown(() => (one.visible = 1 as never)).message).toBe(
      "'thing.visible' must be a boolean, got number.",
    );
    expect(one.size).toBe(3);
  });

  it('refuses writes to read-only properties, naming the owner', () => {
    const thing = new Derived(7);
    const error = thrown(() => (thing.id = 8));
    expect(error).toBeInstanceOf(ImmutableException);
    expect(error.message).toBe("'id' of Thing is read-only and cannot be changed.");
    expect(thing.id).toBe(7);
  });

  it('reads through `read` and describes the stored values in table order', () => {
    const thing = new Derived(3);
    thing.corner = { x: 2 };
    const corner = thing.corner;
    corner.x = 5;
    expect(thing.corner).toEqual({ x: 2 });
    expect(describeProperties(thing, Base)).toEqual({ id: 3, size: 1 });
    expect(Object.keys(describeProperties(thing, Derived))).toEqual(['visible']);
    expect(Object.keys(thing)).toEqual(['reports']);
  });
});
