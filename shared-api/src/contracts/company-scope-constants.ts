// Zod-free texts of the company scope: which company a company route acts on, and who may ask
// (docs/product/roles-and-permissions.md).

export const COMPANY_SCOPE_MESSAGES = {
  invalidCompanyId: 'Invalid company id',
  companyIdRequired: 'Choose the company to act on (companyId)',
  companyNotFound: 'Company not found',
  /** Users without the rights to company management. */
  noPermission: "You don't have permission to access company management features.",
} as const;
