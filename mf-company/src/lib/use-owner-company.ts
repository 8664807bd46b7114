import { useSearchParams } from '@pitchside/shared-ui/router';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';

/**
 * Who may open an owner-only company page (docs/product/roles-and-permissions.md: the owner, or a super admin acting on a company named
 * by `?companyId=`), and which company it acts on.
 */
export function useOwnerCompany() {
  const role = useAppSelector(selectRole);
  const [params] = useSearchParams();
  const allowed = role === 'COMPANY_OWNER' || role === 'SUPER_ADMIN';
  const companyId = (role === 'SUPER_ADMIN' && params.get('companyId')) || undefined;
  return {
    allowed,
    companyId,
    /** A super admin who has not chosen a company yet. */
    needsCompany: role === 'SUPER_ADMIN' && !companyId,
    /** `?companyId=…` to keep on links to the other owner pages, or ''. */
    companyQuery: companyId ? `?companyId=${encodeURIComponent(companyId)}` : '',
    /** The argument of the company's queries. */
    args: companyId ? { companyId } : undefined,
  };
}
