import type { Employee, EmployeeList, EmployeeRoleInfo, EmployeeShift } from '@pitchside/shared-api/contracts/employees';
import type { CompanyFieldsResponse, CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';

// What the employee screens' tests are served: the roles to choose from, employees, a page of them, shifts, fields.

export const ROLES: EmployeeRoleInfo[] = [
  { id: 'manager', name: 'manager', description: null, permissions: ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'VIEW_ANALYTICS'], builtIn: true, employeeCount: 0 },
  { id: 'staff', name: 'staff', description: null, permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'], builtIn: true, employeeCount: 2 },
  { id: 'maintenance', name: 'maintenance', description: null, permissions: ['MANAGE_SCHEDULES', 'SCAN_QR_CODES'], builtIn: true, employeeCount: 0 },
  { id: 'receptionist', name: 'receptionist', description: null, permissions: ['MANAGE_RESERVATIONS'], builtIn: true, employeeCount: 0 },
  { id: 'supervisor', name: 'supervisor', description: null, permissions: ['MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES', 'VIEW_ANALYTICS'], builtIn: true, employeeCount: 0 },
  { id: '3f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c99', name: 'Coach', description: null, permissions: ['SCAN_QR_CODES'], builtIn: false, employeeCount: 0 },
];

export const employee = (n: number, overrides: Partial<Employee> = {}): Employee => ({
  id: `7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c${String(n).padStart(2, '0')}`, userId: `8f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c${String(n).padStart(2, '0')}`, firstName: `Sam${n}`, lastName: 'Rivera',
  email: `sam${n}@example.com`, phone: null, position: 'Front desk', department: null, role: 'staff', roleName: null, status: 'active',
  employmentType: 'full_time', isPartTime: false, hireDate: '2026-03-01', hourlyRate: null, currency: 'USD', regularHoursPerWeek: null,
  overtimeRateMultiplier: 1.5, weeklyShifts: [], permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'], customPermissions: false,
  pendingFirstSignIn: false, lastActiveAt: null, createdAt: '2026-03-01T10:00:00.000Z', ...overrides,
});
export const list = (employees: Employee[], total = employees.length): EmployeeList => ({
  employees, roles: ROLES, permissions: ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES', 'SCAN_QR_CODES', 'VIEW_ANALYTICS'],
  departments: ['Pitch', 'Reception'], pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
});

/** A dated shift of employee 1 (instants in UTC, as the API answers). */
export const shift = (n: number, start: string, end: string, overrides: Partial<EmployeeShift> = {}): EmployeeShift => ({
  id: `9f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c${String(n).padStart(2, '0')}`, employeeId: employee(1).id, start, end, fieldId: null, notes: null,
  ...overrides,
});

/** GET /companies/fields answering these published fields. */
export const companyFields = (fields: Pick<CompanyFieldSummary, 'id' | 'name'>[]): CompanyFieldsResponse => ({
  fields: fields.map(({ id, name }) => ({
    id, name, sportType: 'football', surfaceType: 'artificial_turf', indoor: false, capacity: 10, basePricePerHour: 6000, currency: 'USD',
    city: 'Lyon', country: 'France', latitude: 45.76, longitude: 4.84, primaryImageUrl: null, amenities: [], companyName: 'Green Park Sports',
    publicationState: 'published', status: 'active', imageCount: 0, scheduleCount: 7, updatedAt: '2026-01-01T10:00:00.000Z',
  })),
  pagination: { page: 1, limit: 50, total: fields.length, totalPages: 1 }, counts: { published: fields.length, draft: 0, archived: 0 },
});
