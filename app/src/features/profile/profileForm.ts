import type { components } from '@citylife/api-client';

type Profile = components['schemas']['Profile'];
export type Sex = components['schemas']['Sex'];

export interface ProfileForm {
  avatar: string;
  name: string;
  sex: Sex | '';
  /** Province, city and district names, from the top level down (may stop early). */
  area: string[];
  /** `YYYY-MM-DD`, or `''` when not chosen. */
  birthDate: string;
  occupation: string;
}

export type ProfileField = 'avatar' | 'name' | 'sex' | 'area' | 'birthDate' | 'occupation';

/** The contract's bound on the name and the occupation. */
export const TEXT_MAX = 32;

export function profileFormOf(profile: Profile): ProfileForm {
  return {
    avatar: profile.avatar,
    name: profile.name,
    sex: profile.sex ?? '',
    area: [profile.province, profile.city, profile.district].filter(Boolean),
    birthDate: profile.birthDate ?? '',
    occupation: profile.occupation,
  };
}

/** The whole profile as `/user/saveProfile/` takes it: unset texts empty, unset choices null. */
export function profileInputOf(form: ProfileForm): Profile {
  const [province = '', city = '', district = ''] = form.area;
  return {
    avatar: form.avatar,
    name: form.name.trim(),
    sex: form.sex === '' ? null : form.sex,
    province,
    city,
    district,
    birthDate: form.birthDate === '' ? null : form.birthDate,
    occupation: form.occupation.trim(),
  };
}

/** The texts that are too long to save (the pickers only offer valid choices). */
export function checkProfile(form: ProfileForm): Partial<Record<ProfileField, 'tooLong'>> {
  const problems: Partial<Record<ProfileField, 'tooLong'>> = {};
  if (form.name.trim().length > TEXT_MAX) problems.name = 'tooLong';
  if (form.occupation.trim().length > TEXT_MAX) problems.occupation = 'tooLong';
  return problems;
}

/** Where a server field error belongs on the form (the three area names share one picker). */
export function profileFieldOf(serverField: string): ProfileField | undefined {
  if (serverField === 'province' || serverField === 'city' || serverField === 'district') {
    return 'area';
  }
  const fields: readonly string[] = ['avatar', 'name', 'sex', 'birthDate', 'occupation'];
  return fields.includes(serverField) ? (serverField as ProfileField) : undefined;
}

/** The avatar picker takes only files whose type begins with `image/`. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}
