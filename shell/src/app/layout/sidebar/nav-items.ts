import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';

export type NavIcon =
  | 'home' | 'field' | 'calendar' | 'credit-card' | 'chart' | 'building' | 'users' | 'settings'
  | 'shield' | 'bell' | 'help' | 'user' | 'qr-code' | 'clock' | 'mail' | 'upload';

/** Who sees an item: anyone signed in, holders of a permission, or given roles (docs/product/routes-and-screens.md#sidebar). */
export type NavRule = { kind: 'always' } | { kind: 'permission'; permission: Permission } | { kind: 'roles'; roles: readonly Role[] };

export interface NavLink {
  kind: 'link';
  id: string;
  /** i18n key in the shell namespace */
  labelKey: string;
  to: string;
  icon: NavIcon;
  rule: NavRule;
}

export interface NavGroup {
  kind: 'group';
  id: 'company' | 'admin';
  labelKey: string;
  icon: NavIcon;
  children: readonly NavLink[];
}

export type NavEntry = NavLink | NavGroup;

const ALWAYS: NavRule = { kind: 'always' };
const can = (permission: Permission): NavRule => ({ kind: 'permission', permission });
const roles = (...list: Role[]): NavRule => ({ kind: 'roles', roles: list });
const OWNER_OR_ADMIN = roles('COMPANY_OWNER', 'SUPER_ADMIN');
const link = (id: string, to: string, icon: NavIcon, rule: NavRule): NavLink => ({
  kind: 'link', id, labelKey: `nav.${id}`, to, icon, rule,
});

export const MAIN_NAV: readonly NavEntry[] = [
  link('dashboard', '/dashboard', 'home', ALWAYS),
  link('facilities', '/fields', 'field', ALWAYS),
  link('bookings', '/bookings', 'calendar', ALWAYS),
  link('payments', '/payments', 'credit-card', roles('COMPANY_OWNER', 'EMPLOYEE', 'SUPER_ADMIN')),
  link('analytics', '/analytics', 'chart', can('VIEW_ANALYTICS')),
  // A customer creates a company there; owners reach the same page as "Plan & billing" in the company group.
  link('becomeCompany', '/company/upgrade', 'building', roles('CUSTOMER')),
  {
    kind: 'group',
    id: 'company',
    labelKey: 'nav.company',
    icon: 'building',
    children: [
      link('companyOverview', '/company', 'building', can('VIEW_ANALYTICS')),
      link('companyProfile', '/company/profile', 'building', OWNER_OR_ADMIN),
      link('companyFields', '/company/fields', 'field', can('MANAGE_FIELDS')),
      link('companyBookings', '/company/bookings', 'calendar', can('MANAGE_RESERVATIONS')),
      link('companyPromotions', '/company/promotions', 'credit-card', can('MANAGE_FIELDS')),
      link('companyCheckIn', '/company/check-in', 'qr-code', can('SCAN_QR_CODES')),
      link('companyEmployees', '/company/employees', 'users', OWNER_OR_ADMIN),
      link('companyAnalytics', '/company/analytics', 'chart', can('VIEW_ANALYTICS')),
      link('companySettings', '/company/settings', 'settings', OWNER_OR_ADMIN),
      link('companyPlan', '/company/upgrade', 'credit-card', OWNER_OR_ADMIN),
    ],
  },
  {
    kind: 'group',
    id: 'admin',
    labelKey: 'nav.adminPanel',
    icon: 'shield',
    children: [
      link('admin', '/admin', 'shield', roles('SUPER_ADMIN')),
      link('adminCompanies', '/admin/companies', 'building', roles('SUPER_ADMIN')),
      link('adminUsers', '/admin/users', 'users', roles('SUPER_ADMIN')),
      link('adminActivity', '/admin/activity', 'clock', roles('SUPER_ADMIN')),
      link('adminAnalytics', '/admin/analytics', 'chart', roles('SUPER_ADMIN')),
      link('adminAnnouncements', '/admin/announcements', 'mail', roles('SUPER_ADMIN')),
      link('adminReleases', '/admin/releases', 'upload', roles('SUPER_ADMIN')),
      link('adminSettings', '/admin/settings', 'settings', roles('SUPER_ADMIN')),
    ],
  },
];

export const BOTTOM_NAV: readonly NavLink[] = [
  link('notifications', '/notifications', 'bell', ALWAYS),
  link('help', '/help', 'help', ALWAYS),
  link('settings', '/settings', 'settings', ALWAYS),
];
