// Tables of the registration module: return registrations.
import { date, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, textOrEmpty } from './columns.js';
import { userId } from './users.js';

export const returnRegistrations = pgTable(
  'return_registrations',
  {
    id: serialId(),
    userId: userId(),
    community: text('community').notNull(),
    homeAddress: text('home_address').notNull(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    idNo: text('id_no').notNull(),
    jobType: text('job_type').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    train: textOrEmpty('train'),
    bus: textOrEmpty('bus'),
    air: textOrEmpty('air'),
    car: textOrEmpty('car'),
    carpooling: textOrEmpty('carpooling'),
    backDate: date('back_date'),
    returnDate: date('return_date'),
    healthCode: text('health_code').notNull(),
    healthState: text('health_state').notNull(),
    /** Body temperature in degrees Celsius. */
    temp: doublePrecision('temp').notNull(),
    tested: text('tested').notNull(),
    lastTestDate: date('last_test_date'),
    createdAt: createdAt(),
  },
  (table) => [index('return_registrations_user_idx').on(table.userId, table.createdAt)],
);
