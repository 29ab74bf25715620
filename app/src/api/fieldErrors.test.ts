import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@citylife/api-client';
import { placeFieldErrors } from './fieldErrors';

type Field = 'mobile' | 'area';
const fieldOf = (name: string): Field | undefined =>
  name === 'mobile' ? 'mobile' : name === 'province' || name === 'city' ? 'area' : undefined;

describe('placeFieldErrors', () => {
  it('puts the server messages under the form fields, joining two for one field', () => {
    const error = new ApiError(
      {
        code: 422,
        message: { mobile: 'Wrong number', province: 'Pick one', city: 'Pick one too' },
      },
      422,
    );
    expect(placeFieldErrors(error, fieldOf)).toEqual({
      placed: { mobile: 'Wrong number', area: 'Pick one Pick one too' },
      rest: [],
    });
  });

  it('keeps messages about fields the form lacks for a line of their own', () => {
    const error = new ApiError({ code: 422, message: { mobile: 'Wrong', token: 'Expired' } }, 422);
    expect(placeFieldErrors(error, fieldOf)).toEqual({
      placed: { mobile: 'Wrong' },
      rest: ['Expired'],
    });
  });

  it('has nothing to place for a plain message, a network error or anything else', () => {
    expect(placeFieldErrors(new ApiError({ code: 500, message: 'Oops' }, 500), fieldOf)).toBe(
      undefined,
    );
    expect(placeFieldErrors(new NetworkError('network', 4, undefined), fieldOf)).toBe(undefined);
    expect(placeFieldErrors(new Error('x'), fieldOf)).toBe(undefined);
  });
});
