import { describe, expect, it } from 'vitest';
import { isResidentIdNumber } from './residentId';

const TODAY = '2026-03-01';

describe('isResidentIdNumber', () => {
  it('takes a number whose check character matches, X in either case', () => {
    expect(isResidentIdNumber('11010519491231002X', TODAY)).toBe(true);
    expect(isResidentIdNumber('11010519491231002x', TODAY)).toBe(true);
    expect(isResidentIdNumber('110101199003074477', TODAY)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isResidentIdNumber('110105194912310021', TODAY)).toBe(false);
    expect(isResidentIdNumber('110101199003074478', TODAY)).toBe(false);
  });

  it('refuses the wrong length, letters and impossible or future birth dates', () => {
    expect(isResidentIdNumber('11010519491231002', TODAY)).toBe(false);
    expect(isResidentIdNumber('1101051949123100AX', TODAY)).toBe(false);
    expect(isResidentIdNumber('110101199002304470', TODAY)).toBe(false);
    expect(isResidentIdNumber('110101203001014479', TODAY)).toBe(false);
  });
});
