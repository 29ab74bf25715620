import { localDate } from '../../lib/shanghaiTime.js';
import { desc, eq } from 'drizzle-orm';
import { returnRegistrations } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { TRAFFIC_FIELDS, validateRegistration } from './validation.js';

registerMessages('registration', { 'zh-Hans': zhHans, en, mn });

const summary = {
  id: returnRegistrations.id,
  name: returnRegistrations.name,
  createdAt: returnRegistrations.createdAt,
};
const toSummary = (row: { id: number; name: string; createdAt: Date }) => ({
  id: row.id,
  name: row.name,
  createdTime: row.createdAt.toISOString(),
});

export const registrationModule: ServerModule = {
  name: 'registration',
  handlers: ({ db, now }) => ({
    async getReturnRegistrations(request) {
      const caller = callerOf(request);
      const rows = await db
        .select(summary)
        .from(returnRegistrations)
        .where(eq(returnRegistrations.userId, caller.id))
        .orderBy(desc(returnRegistrations.createdAt), desc(returnRegistrations.id))
        .limit(100);
      return rows.map(toSummary);
    },

    async saveReturnRegistration(request) {
      const caller = callerOf(request);
      const { body } = request;
      const time = now();
      const { errors, mobile, idNo } = validateRegistration(body, localDate(time));
      if (Object.keys(errors).length) throw fail.fields(errors);
      const traffic = Object.fromEntries(
        TRAFFIC_FIELDS.map((field) => [field, body[field]?.trim() ?? '']),
      ) as Record<(typeof TRAFFIC_FIELDS)[number], string>;
      const [row] = await db
        .insert(returnRegistrations)
        .values({
          userId: caller.id,
          community: body.community!.trim(),
          homeAddress: body.homeAddress!.trim(),
          name: body.name!.trim(),
          sex: body.sex!,
          mobile,
          idNo,
          jobType: body.jobType!,
          city: body.city!.trim(),
          address: body.address!.trim(),
          ...traffic,
          backDate: body.backDate ?? null,
          returnDate: body.returnDate ?? null,
          healthCode: body.healthCode!,
          healthState: body.healthState!,
          temp: body.temp!,
          tested: body.tested!,
          lastTestDate: body.tested === 'y' ? (body.lastTestDate ?? null) : null,
          createdAt: time,
        })
        .returning(summary);
      return toSummary(row!);
    },
  }),
};
