/** A customer's monthly goals (migration 0024); a goal not set is null. */
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

export const customerGoals = pgTable('customer_goals', {
  userId: uuid('user_id').primaryKey(),
  gamesPerMonth: integer('games_per_month'),
  hoursPerMonth: integer('hours_per_month'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
