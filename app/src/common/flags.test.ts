import { describe, expect, it } from 'vitest';
import { toCardItem } from './cardItem';
import { flagOf } from './flags';

describe('flags of origin', () => {
  it.each(['CN', 'MN', 'FR', 'NZ', 'TH', 'PE'])('%s has its own flag picture', (code) => {
    expect(flagOf(code)).toMatch(
      new RegExp(`/${code.toLowerCase()}(-[\\w-]+)?\\.svg(\\?no-inline)?$`),
    );
  });

  it('has none for a code that is not a country', () => {
    expect(flagOf('ZZ')).toBeUndefined();
    expect(flagOf('cn')).toBeUndefined();
    expect(flagOf('../x')).toBeUndefined();
  });

  it('puts the flag on an item card, with the name in the reader language', () => {
    const item = { id: 1, name: 'Beef', description: '', mainpic: '', price: 1, unit: 'kg' };
    expect(toCardItem({ ...item, country: 'NZ' }, 'en').country).toEqual({
      code: 'NZ',
      name: 'New Zealand',
      flag: flagOf('NZ'),
    });
    expect(toCardItem({ ...item, country: '' }, 'en').country).toBeUndefined();
  });
});
