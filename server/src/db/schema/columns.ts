/** Column builders shared by the table files of `db/schema.ts`. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** `timestamptz`, read as a `Date`. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The `cube` extension's type, in its text form (`(x, y, z)` for a point). */
export const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/** Binary content, read as a `Buffer` (node-postgres' form of `bytea`). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
