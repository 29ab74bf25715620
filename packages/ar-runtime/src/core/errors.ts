/** The kinds of developer exception the SDK raises. */
export type ARExceptionKind =
  | 'undefined'
  | 'wrongType'
  | 'outOfRange'
  | 'immutable'
  | 'illegalState'
  | 'enumeration'
  | 'arrayContent';

export class ARException extends Error {
  readonly kind: ARExceptionKind;

  constructor(kind: ARExceptionKind, message: string) {
    super(message);
    this.kind = kind;
    this.name = new.target.name;
  }
}

/** A required value was `undefined`. */
export class UndefinedException extends ARException {
  constructor(message: string) {
    super('undefined', message);
  }
}

/** A value has the wrong type (a string where a number belongs, a fraction for a whole number). */
export class WrongTypeException extends ARException {
  constructor(message: string) {
    super('wrongType', message);
  }
}

/** A number lies outside its allowed interval. */
export class OutOfRangeException extends ARException {
  constructor(message: string) {
    super('outOfRange', message);
  }
}

/** A read-only property was written. */
export class ImmutableException extends ARException {
  constructor(message: string) {
    super('immutable', message);
  }
}

/** The operation is not allowed in the object's current state. */
export class IllegalStateException extends ARException {
  constructor(message: string) {
    super('illegalState', message);
  }
}

/** A value is not one of the names or numbers of its enumeration. */
export class EnumerationException extends ARException {
  constructor(message: string) {
    super('enumeration', message);
  }
}

/** An array holds an element of the wrong kind. */
export class ArrayContentException extends ARException {
  constructor(message: string) {
    super('arrayContent', message);
  }
}
