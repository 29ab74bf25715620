import { desc, eq } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import { returnRegistrations } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { localDate } from '../../lib/shanghaiTime.js';
import { TRAFFIC_FIELDS, validateRegistration, type RegistrationInput } from './validation.js';

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

/** Members' return registrations for their community. */
export class RegistrationService extends ClockedDbService {
  /** A member's registrations, newest first. */
  async list(userId: number) {
    const rows = await this.db
      .select(summary)
      .from(returnRegistrations)
      .where(eq(returnRegistrations.userId, userId))
      .orderBy(desc(returnRegistrations.createdAt), desc(returnRegistrations.id))
      .limit(100);
    return rows.map(toSummary);
  }

  /** Checks every field (one message per field) and stores the registration. */
  async save(userId: number, body: RegistrationInput) {
    const time = this.now();
    const { errors, mobile, idNo } = validateRegistration(body, localDate(time));
    if (Object.keys(errors).length) throw fail.fields(errors);
    const traffic = Object.fromEntries(
      TRAFFIC_FIELDS.map((field) => [field, body[field]?.trim() ?? '']),
    ) as Record<(typeof TRAFFIC_FIELDS)[number], string>;
    const [row] = await this.db
      .insert(returnRegistrations)
      .values({
        userId,
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
  }
}
