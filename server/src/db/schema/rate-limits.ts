/** Request counts of the rate-limited routes, per route and client, shared by every instance (migration 0028). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: tz('window_ends_at').notNull(),
});
