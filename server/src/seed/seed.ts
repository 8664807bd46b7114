import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import { DEFAULT_TENANT_ID } from '@pitchside/shared-api/contracts/session-user';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies as companyTable } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { CompanyRepository } from '../modules/companies/company.repository.js';
import { EMPLOYEE_ROLE_PERMISSIONS } from '../modules/auth/permissions.js';
import { createFileStorage } from '../modules/files/create-file-storage.js';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { NotificationRepository } from '../modules/notifications/notification.repository.js';
import { UserRepository } from '../modules/users/user.repository.js';
import type { AppConfig } from '../plugins/config.js';
import { demoAccounts, type DemoAccount } from './demo-accounts.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoGoals } from './demo-goals.js';
import { seedDemoFields } from './seed-fields.js';
import { seedDemoSubscriptions } from './demo-subscriptions.js';
import { seedDemoPromotions } from './demo-promotions.js';

const WELCOME: { type: NotificationType; title: string; message: string; minutesAgo: number }[] = [
  { type: 'info', title: 'Welcome to Pitchside', message: 'Your account is ready. Explore fields near you and book your first game.', minutesAgo: 60 * 24 },
  { type: 'system', title: 'Secure your account', message: 'Turn on two-factor authentication in your profile for extra protection.', minutesAgo: 60 * 3 },
  { type: 'promotion', title: 'Welcome offer', message: 'Get 10% off any booking at Green Park Sports with code WELCOME10.', minutesAgo: 20 },
];

/**
 * Idempotent: each account is created only if its e-mail is free, and only a newly created account
 * gets companies, employment and welcome notifications; demo fields go to demo companies that have
 * none (seed-fields.ts), demo bookings to a demo company that has none (demo-bookings.ts). Outside demo
 * mode only the admin is seeded, and only when ADMIN_PASSWORD is set.
 */
export async function seed(db: Db, config: AppConfig, clock: Clock): Promise<DemoAccount[]> {
  const users = new UserRepository(db);
  const companies = new CompanyRepository(db);
  const notifications = new NotificationRepository(db);
  const hasher = new PasswordHasher();
  const accounts = demoAccounts(config.admin).filter((a) => config.seedDemoData || (a.role === 'SUPER_ADMIN' && config.admin.password));
  const created: DemoAccount[] = [];
  for (const account of accounts) {
    // Skipping existing accounts up front also skips their (deliberately slow) password hashing.
    if (await users.findByEmail(DEFAULT_TENANT_ID, account.email)) continue;
    const now = clock.now();
    const passwordHash = await hasher.hash(account.password);
    await db.transaction(async (tx) => {
      const user = await users.insert({
        tenantId: DEFAULT_TENANT_ID, email: account.email, passwordHash, role: account.role,
        firstName: account.firstName, lastName: account.lastName, phone: '+1 555 010 0000', emailVerifiedAt: now, createdAt: now,
      }, tx);
      if (!user) return;
      created.push(account);
      if (account.company && account.role === 'COMPANY_OWNER') {
        const company = await companies.insertCompany({ tenantId: DEFAULT_TENANT_ID, name: account.company, ownerId: user.id }, tx);
        const currency = account.currency && { primaryCurrency: account.currency, currencies: [account.currency] };
        if (account.timezone || currency) await tx.update(companyTable).set({ timezone: account.timezone, ...currency }).where(eq(companyTable.id, company.id));
      }
      if (account.company && account.employeeRole) {
        const company = await companies.findByName(DEFAULT_TENANT_ID, account.company, tx);
        if (company) {
          await companies.insertEmployee({
            companyId: company.id, userId: user.id, employeeRole: account.employeeRole,
            permissions: [...EMPLOYEE_ROLE_PERMISSIONS[account.employeeRole]],
            ...(account.job && { position: account.job.position, department: account.job.department, hireDate: account.job.hireDate }),
          }, tx);
          for (const shift of account.job?.weeklyShifts ?? []) {
            await tx.execute(sql`
              INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time)
              SELECT id, ${shift.dayOfWeek}, ${shift.startTime}, ${shift.endTime} FROM employees WHERE user_id = ${user.id}`);
          }
        }
      }
      for (const n of WELCOME) {
        await notifications.create({
          userId: user.id, type: n.type, title: n.title, message: n.message,
          createdAt: new Date(now.getTime() - n.minutesAgo * 60_000),
        }, tx);
      }
    });
  }
  if (config.seedDemoData) {
    // The pictures go where the API will serve them from (disk or bucket).
    const storage = createFileStorage(config.files);
    try {
      await seedDemoFields(db, storage, clock);
    } finally {
      await storage.close();
    }
    // Passes are signed as the API signs them (services.ts).
    await seedDemoBookings(db, `${config.jwtSecret}:booking-pass`, clock);
    await seedDemoSubscriptions(db, clock);
    await seedDemoGoals(db, clock);
    await seedDemoPromotions(db, clock);
  }
  return created;
}
