import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/setup-ar';
import {
  ArrayContentException,
  EnumerationException,
  ImmutableException,
  OutOfRangeException,
  UndefinedException,
  WrongTypeException,
} from './errors';
import {
  formatInterval,
  immutable,
  isWholeNumber,
  requireArrayOf,
  requireBoolean,
  requireCallback,
  requireDefined,
  requireHexColor,
  requireInstance,
  requireNumber,
  requireNumberIn,
  requireObject,
  requireOneOf,
  requireString,
  requireWholeNumber,
} from './validate';

describe('exception kinds', () => {
  it('each validator raises its kind with a message naming the value', () => {
    const cases: Array<[() => unknown, new (m: string) => Error, string, string]> = [
      [
        () => requireDefined('latitude', undefined),
        UndefinedException,
        'undefined',
        "'latitude' must not be undefined.",
      ],
      [
        () => requireNumber('latitude', '1'),
        WrongTypeException,
        'wrongType',
        "'latitude' must be a number, got string.",
      ],
      [
        () => requireNumber('latitude', Number.NaN),
        WrongTypeException,
        'wrongType',
        "'latitude' must be a number, got number.",
      ],
      [
        () => requireWholeNumber('loopTimes', 1.5),
        WrongTypeException,
        'wrongType',
        "'loopTimes' must be a whole number, got 1.5.",
      ],
      [
        () => requireNumberIn('latitude', 91, { min: -90, max: 90 }),
        OutOfRangeException,
        'outOfRange',
        "'latitude' must be in [-90, 90], got 91.",
      ],
      [
        () => requireOneOf('fontStyle', 'oblique', ['normal', 'bold']),
        EnumerationException,
        'enumeration',
        "'fontStyle' must be one of 'normal', 'bold', got 'oblique'.",
      ],
      [
        () => requireArrayOf('keyFrames', [1, 'x'], isWholeNumber, 'whole numbers'),
        ArrayContentException,
        'arrayContent',
        "'keyFrames' must contain only whole numbers; element 1 is 'x'.",
      ],
      [
        () => immutable('ImageTarget', 'name'),
        ImmutableException,
        'immutable',
        "'name' of ImageTarget is read-only and cannot be changed.",
      ],
    ];
    for (const [action, type, kind, message] of cases) {
      const error = thrown(action);
      expect(error).toBeInstanceOf(type);
      expect(error).toMatchObject({ kind, message, name: type.name });
    }
  });
});

describe('validators', () => {
  it('formats open and closed intervals', () => {
    expect(formatInterval({ min: 0, minExclusive: true, max: 1024 })).toBe('(0, 1024]');
    expect(formatInterval({ min: 0 })).toBe('[0, Infinity)');
    expect(formatInterval({ max: 1, maxExclusive: true })).toBe('(-Infinity, 1)');
  });

  it('accepts values inside exclusive bounds only', () => {
    expect(requireNumberIn('x', 0.5, { min: 0, minExclusive: true })).toBe(0.5);
    expect(thrown(() => requireNumberIn('x', 0, { min: 0, minExclusive: true })).message).toBe(
      "'x' must be in (0, Infinity), got 0.",
    );
  });

  it('checks booleans, strings and objects', () => {
    expect(requireBoolean('enabled', false)).toBe(false);
    expect(thrown(() => requireBoolean('enabled', 1)).message).toBe(
      "'enabled' must be a boolean, got number.",
    );
    expect(thrown(() => requireString('text', 5)).message).toBe(
      "'text' must be a string, got number.",
    );
    expect(thrown(() => requireObject('scene', [])).message).toBe(
      "'scene' must be an object, got array.",
    );
    expect(thrown(() => requireObject('scene', null))).toBeInstanceOf(WrongTypeException);
  });

  it('requires callbacks to be functions and lets null clear them', () => {
    const callback = () => undefined;
    expect(requireCallback('onClick', callback)).toBe(callback);
    expect(requireCallback('onClick', null)).toBeNull();
    expect(thrown(() => requireCallback('onClick', 'alert(1)')).message).toBe(
      "'onClick' must be a function, got string.",
    );
    expect(thrown(() => requireCallback('onClick', undefined))).toBeInstanceOf(UndefinedException);
  });

  it('normalises hex colours to #RRGGBBAA and rejects other strings', () => {
    expect(requireHexColor('fillColor', '#ff0000')).toBe('#FF0000FF');
    expect(requireHexColor('fillColor', '#00ff0080')).toBe('#00FF0080');
    const error = thrown(() => requireHexColor('fillColor', 'red'));
    expect(error).toBeInstanceOf(WrongTypeException);
    expect(error.message).toBe(
      "'fillColor' must be a hex colour string like #RRGGBB or #RRGGBBAA, got 'red'.",
    );
    expect(thrown(() => requireHexColor('fillColor', '#FFF'))).toBeInstanceOf(WrongTypeException);
  });

  it('requires arrays for array content checks', () => {
    expect(
      thrown(() => requireArrayOf('keyFrames', 3, isWholeNumber, 'whole numbers')).message,
    ).toBe("'keyFrames' must be an array, got number.");
    expect(requireArrayOf('keyFrames', [0, 2], isWholeNumber, 'whole numbers')).toEqual([0, 2]);
  });

  it('checks instances against any of several classes', () => {
    class A {}
    class B {}
    expect(requireInstance<A | B>('source', new B(), [A, B], 'an A or B')).toBeInstanceOf(B);
    expect(thrown(() => requireInstance('source', {}, [A], 'an A')).message).toBe(
      "'source' must be an A, got object.",
    );
  });
});
