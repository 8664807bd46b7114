import { MAIN_NAV, BOTTOM_NAV, type NavGroup } from './nav-items';
import { isGroupExpandedByDefault, visibleEntries, type Viewer } from './visibility';

const ALL = ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES', 'SCAN_QR_CODES', 'VIEW_ANALYTICS'] as const;
const viewer = (over: Partial<Viewer>): Viewer => ({ role: 'CUSTOMER', permissions: [], permissionsLoading: false, ...over });
const ids = (v: Viewer) =>
  visibleEntries(MAIN_NAV, v).flatMap((e) => (e.kind === 'link' ? [e.id] : [e.id, ...e.children.map((c) => c.id)]));
const group = (id: NavGroup['id']) => MAIN_NAV.find((e): e is NavGroup => e.kind === 'group' && e.id === id)!;

describe('sidebar visibility', () => {
  it('shows a customer only the everyday items, the way to become a company, and no group', () => {
    expect(ids(viewer({}))).toEqual(['dashboard', 'facilities', 'bookings', 'becomeCompany']);
  });

  it('shows a company owner payments, analytics and the whole company group but not the admin panel', () => {
    const visible = ids(viewer({ role: 'COMPANY_OWNER', permissions: [...ALL] }));
    expect(visible).toContain('payments');
    expect(visible).toContain('analytics');
    expect(visible).toEqual(expect.arrayContaining(['company', 'companyOverview', 'companyProfile', 'companyEmployees', 'companySettings', 'companyPlan']));
    expect(visible).not.toContain('admin');
    expect(visible).not.toContain('becomeCompany');
  });

  it('shows an employee only the company items their permissions allow', () => {
    const visible = ids(viewer({ role: 'EMPLOYEE', permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'] }));
    expect(visible).toEqual(['dashboard', 'facilities', 'bookings', 'payments', 'company', 'companyBookings', 'companyCheckIn']);
  });

  it('hides the company group from an employee without any relevant permission', () => {
    const visible = ids(viewer({ role: 'EMPLOYEE', permissions: ['MANAGE_SCHEDULES'] }));
    expect(visible).not.toContain('company');
  });

  it('shows a scanning employee the company group with the check-in desk only', () => {
    const visible = ids(viewer({ role: 'EMPLOYEE', permissions: ['SCAN_QR_CODES'] }));
    expect(visible).toEqual(['dashboard', 'facilities', 'bookings', 'payments', 'company', 'companyCheckIn']);
  });

  it('shows permission items to management roles while permissions are loading', () => {
    const visible = ids(viewer({ role: 'EMPLOYEE', permissions: [], permissionsLoading: true }));
    expect(visible).toEqual(expect.arrayContaining(['analytics', 'companyOverview', 'companyFields', 'companyBookings']));
    expect(visible).not.toContain('companyEmployees');
  });

  it('does not show permission items to a customer while permissions are loading', () => {
    expect(ids(viewer({ permissionsLoading: true }))).not.toContain('analytics');
  });

  it('shows the admin panel group with its eight links to a super admin', () => {
    const admin = visibleEntries(MAIN_NAV, viewer({ role: 'SUPER_ADMIN', permissions: [...ALL] })).find((e) => e.id === 'admin');
    expect(admin?.kind === 'group' && admin.children.map((c) => c.to)).toEqual([
      '/admin', '/admin/companies', '/admin/users', '/admin/activity', '/admin/analytics', '/admin/announcements', '/admin/releases',
      '/admin/settings',
    ]);
  });

  it('keeps the bottom items for everyone', () => {
    expect(BOTTOM_NAV.map((i) => i.to)).toEqual(['/notifications', '/help', '/settings']);
  });

  it('auto-expands the company group for management roles or on /company paths, admin group for super admin', () => {
    expect(isGroupExpandedByDefault(group('company'), 'EMPLOYEE', '/dashboard')).toBe(true);
    expect(isGroupExpandedByDefault(group('company'), 'CUSTOMER', '/company/fields')).toBe(true);
    expect(isGroupExpandedByDefault(group('company'), 'CUSTOMER', '/companyx')).toBe(false);
    expect(isGroupExpandedByDefault(group('admin'), 'SUPER_ADMIN', '/')).toBe(true);
    expect(isGroupExpandedByDefault(group('admin'), 'COMPANY_OWNER', '/admin')).toBe(false);
  });
});
