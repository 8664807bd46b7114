import { z } from 'zod';
import { COMPANY_SCOPE_MESSAGES as M } from './company-scope-constants.js';

export { COMPANY_SCOPE_MESSAGES } from './company-scope-constants.js';

/**
 * `?companyId=`: the company a super admin acts on. Owners and employees always act on their own company; naming
 * another one is refused (docs/product/roles-and-permissions.md).
 */
export const ZCompanyScopeQuerySchema = z.object({
  companyId: z.uuid(M.invalidCompanyId).optional(),
});
export type CompanyScopeQuery = z.infer<typeof ZCompanyScopeQuerySchema>;
