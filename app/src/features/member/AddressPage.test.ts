import { describe, expect, it } from 'vitest';
import type { Address } from './api';

const saved: Address = {
  id: 42,
  contact: '王五',
  phone: '13912345678',
  province: '内蒙古自治区',
  city: '鄂尔多斯市',
  district: '康巴什区',
  detail: '北区 2 号楼 101',
  zip: '017010',
  default: false,
};

describe('saving an address opened from checkout', () => {
  it('goes back to checkout with express delivery to the saved address', async () => {
    const { afterSave } = await import('./addressForm');
    expect(afterSave('?from=checkout', saved)).toBe(
      '/shoppingcart/checkout?delivery=express&address=42',
    );
    expect(afterSave('from=checkout', saved)).toBe(
      '/shoppingcart/checkout?delivery=express&address=42',
    );
  });

  it('stays on the list otherwise', async () => {
    const { afterSave } = await import('./addressForm');
    expect(afterSave('', saved)).toBeUndefined();
    expect(afterSave('?from=elsewhere', saved)).toBeUndefined();
  });
});
