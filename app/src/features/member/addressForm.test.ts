import { describe, expect, it } from 'vitest';
import {
  addressFieldOf,
  addressFormOf,
  addressInputOf,
  checkAddress,
  type AddressForm,
} from './addressForm';

const tree = [
  {
    name: '内蒙古自治区',
    children: [
      { name: '鄂尔多斯市', children: [{ name: '康巴什区' }, { name: '东胜区' }] },
      { name: '乌海市', children: [{ name: '海勃湾区' }] },
    ],
  },
  // A city without districts (as 东莞市 in the real tree).
  { name: '广东省', children: [{ name: '东莞市', children: [] }] },
];

const valid: AddressForm = {
  id: undefined,
  contact: ' 张三 ',
  phone: '13800138000',
  area: ['内蒙古自治区', '鄂尔多斯市', '康巴什区'],
  detail: '康巴什大街 1 号 3 单元 502',
  zip: '017010',
  isDefault: true,
};

describe('the address form check', () => {
  it('passes a complete address', () => {
    expect(checkAddress(valid, tree)).toEqual({});
    expect(checkAddress({ ...valid, phone: '0477-8581234', zip: '' }, tree)).toEqual({});
    expect(checkAddress({ ...valid, area: ['广东省', '东莞市'] }, tree)).toEqual({});
  });

  it('asks for the contact, phone, area and street address', () => {
    const empty: AddressForm = { ...valid, contact: '  ', phone: '', area: [], detail: ' ' };
    expect(checkAddress(empty, tree)).toEqual({
      contact: 'required',
      phone: 'required',
      area: 'required',
      detail: 'required',
    });
    expect(checkAddress({ ...valid, area: ['内蒙古自治区'] }, tree)).toEqual({ area: 'required' });
  });

  it('asks for the district when the city has districts', () => {
    expect(checkAddress({ ...valid, area: ['内蒙古自治区', '鄂尔多斯市'] }, tree)).toEqual({
      area: 'district',
    });
  });

  it('refuses a malformed phone number or postcode and overlong texts', () => {
    expect(checkAddress({ ...valid, phone: '12345678901' }, tree)).toEqual({ phone: 'invalid' });
    expect(checkAddress({ ...valid, phone: '138001380001' }, tree)).toEqual({ phone: 'invalid' });
    expect(checkAddress({ ...valid, zip: '01701' }, tree)).toEqual({ zip: 'invalid' });
    expect(checkAddress({ ...valid, contact: '名'.repeat(33) }, tree)).toEqual({
      contact: 'tooLong',
    });
    expect(checkAddress({ ...valid, detail: 'x'.repeat(121) }, tree)).toEqual({
      detail: 'tooLong',
    });
  });
});

describe('the address body', () => {
  it('is the trimmed form with the area split into names', () => {
    expect(addressInputOf(valid)).toEqual({
      contact: '张三',
      phone: '13800138000',
      province: '内蒙古自治区',
      city: '鄂尔多斯市',
      district: '康巴什区',
      detail: '康巴什大街 1 号 3 单元 502',
      zip: '017010',
      default: true,
    });
    expect(addressInputOf({ ...valid, id: 7, area: ['广东省', '东莞市'] })).toMatchObject({
      id: 7,
      district: '',
    });
  });

  it('round-trips a saved address through the form', () => {
    const saved = { ...addressInputOf({ ...valid, id: 3 }), id: 3, zip: '', default: false };
    expect(addressInputOf(addressFormOf(saved))).toEqual(saved);
  });

  it('puts server errors about area names under the area picker', () => {
    expect(addressFieldOf('district')).toBe('area');
    expect(addressFieldOf('province')).toBe('area');
    expect(addressFieldOf('phone')).toBe('phone');
    expect(addressFieldOf('id')).toBeUndefined();
  });
});
