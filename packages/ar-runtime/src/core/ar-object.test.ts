import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import { IllegalStateException, ImmutableException, WrongTypeException } from './errors';
import { GeoLocation } from './locations';

describe('object ids and lifecycle', () => {
  it('gives every object a unique, increasing, immutable id', () => {
    const { AR } = setupAR();
    const a = new AR.GeoLocation(1, 2);
    const b = new AR.GeoLocation(3, 4);
    expect(b.objectId).toBeGreaterThan(a.objectId);
    const error = thrown(() => {
      (a as { objectId: number }).objectId = 99;
    });
    expect(error).toBeInstanceOf(ImmutableException);
    expect(error.message).toBe("'objectId' of GeoLocation is read-only and cannot be changed.");
    expect(a.objectId).not.toBe(99);
  });

  it('does not register an object whose construction failed', () => {
    const { AR, runtime } = setupAR();
    const before = runtime.objects.size;
    expect(() => new AR.GeoLocation(100, 0)).toThrow();
    expect(runtime.objects.size).toBe(before);
  });

  it('refuses calls on destroyed objects and keeps destroyed read-only', () => {
    const { AR, runtime, sent } = setupAR();
    const sound = new AR.Sound('a.mp3');
    sound.destroy();
    expect(sound.destroyed).toBe(true);
    expect(runtime.objects.has(sound.objectId)).toBe(false);
    expect(sent('destroy').map((m) => m.objectId)).toContain(sound.objectId);
    const error = thrown(() => sound.play());
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe(`Sound (#${sound.objectId}) has been destroyed and cannot be used.`);
    expect(thrown(() => ((sound as { destroyed: boolean }).destroyed = false))).toBeInstanceOf(
      ImmutableException,
    );
  });

  it('needs an installed runtime to create objects', () => {
    const error = thrown(() => new GeoLocation(1, 1));
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe(
      'The AR runtime is not installed: create objects through the AR namespace.',
    );
  });

  it('keeps two installed runtimes apart', () => {
    const first = setupAR();
    const second = setupAR();
    const a = new first.AR.GeoLocation(1, 1);
    const b = new second.AR.GeoLocation(1, 1);
    expect(first.runtime.objects.get(a.objectId)).toBe(a);
    expect(second.runtime.objects.get(b.objectId)).toBe(b);
    expect(a).toBeInstanceOf(GeoLocation);
    expect(a).toBeInstanceOf(first.AR.ARObject);
  });

  it('installs AR on the given global and removes it again', () => {
    const global: Record<string, unknown> = {};
    const installation = setupAR({ global });
    expect(global.AR).toBe(installation.AR);
    const location = new installation.AR.GeoLocation(0, 0);
    installation.uninstall();
    expect(global.AR).toBeUndefined();
    expect(location.destroyed).toBe(true);
  });
});

describe('triggers', () => {
  it('must be functions; null removes one', () => {
    const { AR } = setupAR();
    const geoObject = new AR.GeoObject(new AR.GeoLocation(0, 0));
    const error = thrown(() => Reflect.set(geoObject, 'onClick', 'go()'));
    expect(error).toBeInstanceOf(WrongTypeException);
    expect(error.message).toBe("'onClick' must be a function, got string.");
    geoObject.onClick = () => true;
    expect(typeof geoObject.onClick).toBe('function');
    geoObject.onClick = null;
    expect(geoObject.onClick).toBeNull();
  });

  it('validates trigger options at construction', () => {
    const { AR } = setupAR();
    expect(() => new AR.ImageResource('a.png', { onLoaded: 5 as never })).toThrow(
      WrongTypeException,
    );
  });

  it('runs with the object as this and logs errors thrown inside, reporting them as uncaught', () => {
    const reported: unknown[] = [];
    const { AR, runtime } = setupAR({ reportError: (error) => reported.push(error) });
    const range = new AR.ActionRange(new AR.GeoLocation(0, 0), 10);
    const receivers: unknown[] = [];
    range.onEnter = function (this: unknown) {
      receivers.push(this);
      throw new Error('boom');
    };
    runtime.trigger(range.objectId, 'onEnter');
    expect(receivers).toEqual([range]);
    expect(runtime.logs.at(-1)).toMatchObject({
      level: 'error',
      message: 'ActionRange.onEnter threw: boom',
    });
    expect(reported).toEqual([new Error('boom')]);
  });
});
