import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import type { AdminUserStatus, CompanyStatus } from '@pitchside/shared-api/contracts/admin';
import { NS } from '../locales/namespace';

const COMPANY_TONE = { active: 'success', suspended: 'danger' } as const;
const USER_TONE = { active: 'success', locked: 'danger', unverified: 'warning' } as const;

/** A company's state: active, or suspended (its staff locked out). */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation(NS);
  return <Badge tone={COMPANY_TONE[status]}>{t(`companies.statuses.${status}`)}</Badge>;
}

/** An account's state: locked first, then unverified, else active. */
export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  const { t } = useTranslation(NS);
  return <Badge tone={USER_TONE[status]}>{t(`users.statuses.${status}`)}</Badge>;
}
