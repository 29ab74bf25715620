import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@citylife/api-client';
import { fieldsNamed, formFailure } from './fieldErrors';

type Field = 'mobile' | 'area';
const fieldOf = (name: string): Field | undefined =>
  name === 'mobile' ? 'mobile' : name === 'province' || name === 'city' ? 'area' : undefined;

describe('formFailure', () => {
  it('puts the server messages under the form fields, joining two for one field', () => {
    const error = new ApiError(
      {
        code: 422,
        message: { mobile: 'Wrong number', province: 'Pick one', city: 'Pick one too' },
      },
      422,
    );
    expect(formFailure(error, fieldOf)).toEqual({
      fields: { mobile: 'Wrong number', area: 'Pick one Pick one too' },
      form: undefined,
    });
  });

  it('keeps messages about fields the form lacks for the line below it', () => {
    const error = new ApiError(
      { code: 422, message: { mobile: 'Wrong', token: 'Expired', shopId: 'Closed' } },
      422,
    );
    expect(formFailure(error, fieldOf)).toEqual({
      fields: { mobile: 'Wrong' },
      form: 'Expired Closed',
    });
  });

  it('says a plain failure below the form: the server text or a system message key', () => {
    expect(formFailure(new ApiError({ code: 409, message: 'Taken' }, 409), fieldOf)).toEqual({
      fields: {},
      form: 'Taken',
    });
    expect(formFailure(new NetworkError('network', 4, undefined), fieldOf)).toEqual({
      fields: {},
      form: 'system.network_error',
    });
    expect(formFailure(new Error('x'), fieldOf)).toEqual({
      fields: {},
      form: 'system.something_wrong',
    });
  });
});

describe('fieldsNamed', () => {
  it('maps only the names it was given', () => {
    const of = fieldsNamed('content', 'contact');
    expect(of('content')).toBe('content');
    expect(of('contact')).toBe('contact');
    expect(of('shopId')).toBe(undefined);
  });
});
