import { DEFAULT_TENANT_ID } from '@pitchside/shared-api/contracts/session-user';
import type { Db } from '../db/client.js';
import { customerGoals } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { UserRepository } from '../modules/users/user.repository.js';
import { demoAccounts } from './demo-accounts.js';

/** The demo customer's monthly goals, so that the home page's goal rings show on a fresh start. */
export const DEMO_GOALS = { gamesPerMonth: 8, hoursPerMonth: 10 } as const;

/** Gives the demo customer DEMO_GOALS once: goals they already have (their own choice since) are kept. */
export async function seedDemoGoals(db: Db, clock: Clock): Promise<void> {
  const email = demoAccounts({ email: '' }).find((a) => a.role === 'CUSTOMER')?.email;
  const customer = email ? await new UserRepository(db).findByEmail(DEFAULT_TENANT_ID, email) : undefined;
  if (!customer) return;
  await db.insert(customerGoals).values({ userId: customer.id, ...DEMO_GOALS, updatedAt: clock.now() }).onConflictDoNothing();
}
