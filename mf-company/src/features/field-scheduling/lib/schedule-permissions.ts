import type { Permission } from '@pitchside/shared-api/contracts/roles';

/** Schedules, pricing and blocks accept either permission (owners and super admins hold every one). */
export const SCHEDULE_PERMISSIONS: readonly Permission[] = ['MANAGE_SCHEDULES', 'MANAGE_FIELDS'];
