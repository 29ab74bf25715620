import { describe, expect, it } from 'vitest';
import {
  checkProfile,
  isImageFile,
  profileFieldOf,
  profileFormOf,
  profileInputOf,
} from './profileForm';

const saved = {
  avatar: 'http://127.0.0.1:8080/uploads/citylife/avatar/1/a.jpg',
  name: '张三',
  sex: 'male' as const,
  province: '内蒙古自治区',
  city: '鄂尔多斯市',
  district: '康巴什区',
  birthDate: '1990-05-20',
  occupation: '教师',
};

const never = {
  avatar: '',
  name: '',
  sex: null,
  province: '',
  city: '',
  district: '',
  birthDate: null,
  occupation: '',
};

describe('the profile form', () => {
  it('round-trips a saved profile', () => {
    expect(profileInputOf(profileFormOf(saved))).toEqual(saved);
  });

  it('sends unset choices as null and unset texts as empty', () => {
    const form = profileFormOf(never);
    expect(form).toMatchObject({ sex: '', area: [], birthDate: '' });
    expect(profileInputOf(form)).toEqual(never);
  });

  it('sends an area that stops after the province or the city', () => {
    const form = { ...profileFormOf(never), area: ['内蒙古自治区', '鄂尔多斯市'] };
    expect(profileInputOf(form)).toMatchObject({
      province: '内蒙古自治区',
      city: '鄂尔多斯市',
      district: '',
    });
  });

  it('trims the texts and refuses them over 32 characters', () => {
    const form = { ...profileFormOf(saved), name: '  Saran  ', occupation: ' 教师 ' };
    expect(profileInputOf(form)).toMatchObject({ name: 'Saran', occupation: '教师' });
    expect(checkProfile(form)).toEqual({});
    expect(checkProfile({ ...form, name: 'x'.repeat(33), occupation: '职'.repeat(33) })).toEqual({
      name: 'tooLong',
      occupation: 'tooLong',
    });
    expect(checkProfile({ ...form, name: `${'x'.repeat(32)}  ` })).toEqual({});
  });

  it('puts server errors about area names under the area picker', () => {
    expect(profileFieldOf('city')).toBe('area');
    expect(profileFieldOf('birthDate')).toBe('birthDate');
    expect(profileFieldOf('unknown')).toBeUndefined();
  });
});

describe('the avatar picker', () => {
  it('takes only images', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
    expect(isImageFile({ type: 'text/image/png' })).toBe(false);
  });
});
