import { roleLabel } from './role-labels.js';

describe('roleLabel (docs/product/roles-and-permissions.md)', () => {
  it.each([
    ['SUPER_ADMIN', 'Super Admin'],
    ['COMPANY_OWNER', 'Company Owner'],
    ['EMPLOYEE', 'Employee'],
    ['CUSTOMER', 'Customer'],
    ['MANAGER', 'Unknown'],
    ['toString', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('%s → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
