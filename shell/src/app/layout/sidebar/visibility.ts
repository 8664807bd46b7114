import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import type { NavEntry, NavGroup, NavLink } from './nav-items';

export interface Viewer {
  role: Role | null;
  permissions: readonly Permission[];
  /** True while an employee's permissions are still being fetched. */
  permissionsLoading: boolean;
}

const MANAGEMENT_ROLES: readonly Role[] = ['SUPER_ADMIN', 'COMPANY_OWNER', 'EMPLOYEE'];

/** Per docs/product/routes-and-screens.md: permission items follow the held permissions; while they load, management roles see them. */
export function isLinkVisible(item: NavLink, viewer: Viewer): boolean {
  const { rule } = item;
  switch (rule.kind) {
    case 'always':
      return true;
    case 'roles':
      return viewer.role !== null && rule.roles.includes(viewer.role);
    case 'permission':
      if (viewer.permissionsLoading) return viewer.role !== null && MANAGEMENT_ROLES.includes(viewer.role);
      return viewer.permissions.includes(rule.permission);
  }
}

/** A group shows when any of its children does; it then lists only those children. */
export function visibleEntries(entries: readonly NavEntry[], viewer: Viewer): NavEntry[] {
  const result: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (isLinkVisible(entry, viewer)) result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => isLinkVisible(child, viewer));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

/** Company group opens for owners, employees and admins or on /company paths; admin group for super admins. */
export function isGroupExpandedByDefault(group: NavGroup, role: Role | null, pathname: string): boolean {
  if (group.id === 'company') {
    return (role !== null && MANAGEMENT_ROLES.includes(role)) || pathname === '/company' || pathname.startsWith('/company/');
  }
  return role === 'SUPER_ADMIN';
}
