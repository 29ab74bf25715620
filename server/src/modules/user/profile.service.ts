import { eq } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import { profiles, users } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import type { SuccessData } from '../../http/operations.js';
import { localDate } from '../../lib/shanghaiTime.js';
import { findUserInfo, type UserInfo } from '../auth/users.service.js';
import { invalidAreaField } from './areaPath.js';

export type Profile = SuccessData<'getProfile'>;

/** The earliest birth date the profile accepts (birth dates run from 1940-01-01 to today). */
export const EARLIEST_BIRTH_DATE = '1940-01-01';

/** Whether `YYYY-MM-DD` names a real calendar day. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const sexOf = (value: string | null): Profile['sex'] =>
  value === 'female' || value === 'male' ? value : null;

export class ProfileService extends ClockedDbService {
  /** The user info (id, avatar, nickname, roles); 401 when the user is gone. */
  async userInfo(userId: number): Promise<UserInfo> {
    const info = await findUserInfo(this.db, userId);
    if (!info) throw fail.unauthorized();
    return info;
  }

  async get(userId: number): Promise<Profile> {
    const [row] = await this.db
      .select({ avatar: users.avatar, nickname: users.nickname, profile: profiles })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    const profile = row?.profile;
    return {
      avatar: row?.avatar ?? '',
      // The profile's name is the member's name: the nickname until one is saved.
      name: profile?.name || row?.nickname || '',
      sex: sexOf(profile?.sex ?? null),
      province: profile?.province ?? '',
      city: profile?.city ?? '',
      district: profile?.district ?? '',
      birthDate: profile?.birthDate ?? null,
      occupation: profile?.occupation ?? '',
    };
  }

  /**
   * Replaces the whole profile. The avatar is also the user info's avatar, and a name is
   * also its nickname, so every screen names the member alike.
   */
  async save(userId: number, input: Profile): Promise<Profile> {
    const { birthDate } = input;
    if (
      birthDate !== null &&
      (!isCalendarDate(birthDate) ||
        birthDate < EARLIEST_BIRTH_DATE ||
        birthDate > localDate(this.now()))
    ) {
      throw fail.fields({ birthDate: { key: 'user.birthDateRange' } });
    }
    const invalid = invalidAreaField(input, true);
    if (invalid) throw fail.fields({ [invalid]: { key: `user.invalid.${invalid}` } });

    const name = input.name.trim();
    const values = {
      name,
      sex: input.sex,
      province: input.province,
      city: input.city,
      district: input.district,
      birthDate,
      occupation: input.occupation,
      updatedAt: this.now(),
    };
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ avatar: input.avatar, ...(name ? { nickname: name } : {}) })
        .where(eq(users.id, userId));
      await tx
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
    });
    return this.get(userId);
  }
}
