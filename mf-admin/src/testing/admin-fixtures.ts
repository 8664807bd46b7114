import type {
  AdminActivityEntry, AdminAnalytics, AdminCompany, AdminCompanyDetail, AdminOverview, AdminUser, AdminUserDetail, PlatformSettings,
  RemoteReleases,
} from '@pitchside/shared-api/contracts/admin';
import type { Announcement } from '@pitchside/shared-api/contracts/announcements';

/** Ids of the tests: `companyId(1)`, `userId(2)`… (valid UUIDs, as the contract wants). */
export const companyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'c')}`;
export const userId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'a')}`;
const entryId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'e')}`;

/** A page of a list as the API answers it (`{ success, data, pagination }`). */
export const listPage = <T>(data: T[], pagination: Partial<{ page: number; limit: number; total: number; totalPages: number }> = {}) => ({
  success: true as const,
  data,
  pagination: { page: 1, limit: 20, total: data.length, totalPages: 1, ...pagination },
});

/** Arena Sports (company 1): active, premium, owned by Olivia Owner. */
export function company(n: number, overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: companyId(n), name: n === 1 ? 'Arena Sports' : `Company ${n}`, status: 'active', suspendedAt: null, suspensionReason: null,
    plan: 'premium', owner: { id: userId(n), email: `owner${n}@example.com`, name: `Olivia Owner${n}` },
    fieldsCount: 4, employeesCount: 7, bookings30d: 1234, createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function companyDetail(n: number, overrides: Partial<AdminCompanyDetail> = {}): AdminCompanyDetail {
  return {
    ...company(n),
    timezone: 'Europe/Paris', businessEmail: 'hello@arena.example', phone: '+33 1 23 45 67 89', website: 'https://arena.example',
    primaryCurrency: 'EUR', currencies: ['EUR', 'USD'], subscriptionStatus: 'active',
    usage: { fields: 4, employees: 7, locations: 2 },
    locations: [
      { id: '00000000-0000-4000-8000-0000000001f1', name: 'Main site', city: 'Paris', country: 'France', isPrimary: true },
      { id: '00000000-0000-4000-8000-0000000001f2', name: 'Riverside', city: 'Lyon', country: 'France', isPrimary: false },
    ],
    counts: { fieldsPublished: 3, bookingsMade: 5000, customers: 800 },
    revenue: {
      allTime: [{ currency: 'EUR', amount: 1234500 }, { currency: 'USD', amount: 50000 }],
      last30d: [{ currency: 'EUR', amount: 99900 }],
    },
    lastActivityAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** Sam Rivera (user 1): a customer, verified, active. */
export function user(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: userId(n), email: `sam${n}@example.com`, firstName: `Sam${n}`, lastName: 'Rivera', role: 'CUSTOMER', status: 'active',
    emailVerified: true, twoFactorEnabled: false, companyName: null, lastActiveAt: '2026-03-01T09:30:00.000Z',
    createdAt: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

export function userDetail(n: number, overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...user(n),
    phone: null, language: 'fr', lockedAt: null, lockReason: null, company: null, bookingsCount: 12,
    paymentsTotal: [{ currency: 'EUR', amount: 45000 }, { currency: 'USD', amount: 12000 }],
    ...overrides,
  };
}

export function overview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    companies: { active: 42, suspended: 3, new30d: { current: 5, previous: 4, growth: 25 } },
    users: {
      byRole: [
        { role: 'SUPER_ADMIN', count: 2 }, { role: 'COMPANY_OWNER', count: 45 }, { role: 'EMPLOYEE', count: 120 }, { role: 'CUSTOMER', count: 1500 },
      ],
      locked: 4, unverified: 17, new30d: { current: 90, previous: 100, growth: -10 },
    },
    bookings: {
      today: 12, last7d: 340, last30d: { current: 1400, previous: 1400, growth: 0 },
      byStatus: [
        { status: 'confirmed', count: 1000 }, { status: 'awaiting_confirmation', count: 50 }, { status: 'checked_in', count: 300 },
        { status: 'cancelled', count: 50 },
      ],
    },
    revenue: {
      last30d: [{ currency: 'EUR', amount: 1500000 }, { currency: 'USD', amount: 80000 }],
      previous30d: [{ currency: 'EUR', amount: 1000000 }, { currency: 'GBP', amount: 2000 }],
    },
    fieldsPublished: 310,
    alerts: [
      { kind: 'webhook_failing', count: 6, companyId: companyId(1), companyName: 'Arena Sports' },
      { kind: 'jobs_backlog', count: 250, companyId: null, companyName: null },
    ],
    recentSignUps: [
      { id: userId(9), name: 'Nadia Haddad', email: 'nadia@example.com', role: 'COMPANY_OWNER', createdAt: '2026-03-02T11:00:00.000Z' },
    ],
    generatedAt: '2026-03-03T08:00:00.000Z',
    ...overrides,
  };
}

export function activityEntry(n: number, overrides: Partial<AdminActivityEntry> = {}): AdminActivityEntry {
  return {
    id: entryId(n), action: 'company.suspended', targetType: 'company', targetId: companyId(1), targetLabel: 'Arena Sports',
    actor: { id: userId(7), name: 'Ada Admin' }, reason: 'Unpaid invoices', before: { status: 'active' }, after: { status: 'suspended' },
    createdAt: '2026-03-02T14:05:00.000Z',
    ...overrides,
  };
}

export function platformSettings(overrides: Partial<PlatformSettings> = {}): PlatformSettings {
  return {
    maintenanceBanner: { enabled: false, message: { en: 'Maintenance tonight', fr: 'Maintenance ce soir', ar: 'صيانة الليلة' } },
    companyRegistrationOpen: true,
    defaultPlan: 'basic',
    supportEmail: 'support@pitchside.example',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Three UTC days of the platform (7d asked): two currencies, totals that are the sums of the days. */
export function platformAnalytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  const status = (confirmed: number, awaiting: number, checkedIn: number, cancelled: number) => ({
    confirmed, awaiting_confirmation: awaiting, checked_in: checkedIn, cancelled,
  });
  const money = (eur: number, usd: number) => [{ currency: 'EUR' as const, amount: eur }, { currency: 'USD' as const, amount: usd }];
  return {
    period: '7d', from: '2026-03-01', to: '2026-03-03', currencies: ['EUR', 'USD'],
    totals: { bookingsMade: 60, byStatus: status(40, 5, 10, 5), revenue: money(150_000, 8_000), newUsers: 12, newCompanies: 2 },
    days: [
      { date: '2026-03-01', bookings: status(10, 2, 3, 1), revenue: money(50_000, 0), newUsers: 4, newCompanies: 1 },
      { date: '2026-03-02', bookings: status(15, 1, 4, 2), revenue: money(-5_000, 8_000), newUsers: 5, newCompanies: 0 },
      { date: '2026-03-03', bookings: status(15, 2, 3, 2), revenue: money(105_000, 0), newUsers: 3, newCompanies: 1 },
    ],
    topCompaniesByBookings: [
      { companyId: companyId(1), name: 'Arena Sports', bookings: 30 },
      { companyId: companyId(2), name: 'Company 2', bookings: 20 },
    ],
    topCompaniesByRevenue: [
      { currency: 'EUR', companies: [{ companyId: companyId(1), name: 'Arena Sports', amount: 100_000 }, { companyId: companyId(2), name: 'Company 2', amount: 50_000 }] },
      { currency: 'USD', companies: [{ companyId: companyId(3), name: 'Company 3', amount: 8_000 }] },
    ],
    bookingsBySport: [{ sportType: 'football', bookings: 35 }, { sportType: 'tennis', bookings: 25 }],
    bookingsByCity: [{ city: 'Paris', bookings: 40 }, { city: 'Lyon', bookings: 20 }],
    ...overrides,
  };
}

const announcementId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'b')}`;

/** A system notice to every account, in the app and by e-mail, delivered in full. */
export function announcement(n: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: announcementId(n), kind: 'system', title: `Maintenance ${n}`, message: 'The site is down tonight.\nBack at 6 am.',
    audience: 'all', companyId: null, companyName: null, channels: ['in_app', 'email'], recipients: 120,
    delivered: { inApp: 120, email: 118 }, skipped: 0, failed: 2, pending: 0,
    createdAt: '2026-03-02T14:05:00.000Z', createdBy: { id: userId(7), name: 'Ada Admin' },
    ...overrides,
  };
}

/** mf_auth at 1.0.0-abc, with a newer compatible build, an older one and one built for contract 2. */
export function remoteReleases(overrides: Partial<RemoteReleases> = {}): RemoteReleases {
  return {
    shellContract: '1.0.0',
    remotes: [
      {
        name: 'mf_auth', activeVersion: '1.0.0-abc', activeContract: '1.0.0',
        versions: [
          { version: '2.0.0-new', contract: '2.0.0', publishedAt: '2026-03-05T10:00:00.000Z', compatible: false },
          { version: '1.0.0-def', contract: '1.1.0', publishedAt: '2026-03-04T10:00:00.000Z', compatible: true },
          { version: '1.0.0-abc', contract: '1.0.0', publishedAt: '2026-03-01T10:00:00.000Z', compatible: true },
          { version: '0.9.0-old', contract: null, publishedAt: null, compatible: false },
        ],
      },
      { name: 'mf_admin', activeVersion: null, activeContract: null, versions: [] },
    ],
    ...overrides,
  };
}
