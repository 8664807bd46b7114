import { useTranslation } from '@pitchside/shared-ui/translation';
import { useNavigate } from '@pitchside/shared-ui/router';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import { ROLE_LABEL_KEYS, roleLabel } from '@pitchside/shared-api/client/role-labels';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, ShieldIcon } from '@pitchside/shared-ui/icons';

interface Props {
  requiredRoles: readonly Role[];
  userRole: Role | null;
}

const isRole = (role: string): role is Role => Object.hasOwn(ROLE_LABEL_KEYS, role);

/** Shown when a signed-in user opens a route their role may not use (docs/product/routes-and-screens.md). */
export function AccessDenied({ requiredRoles, userRole }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // The shell's `roles.*` texts; shared-api's English label is the fallback (anything unknown is 'Unknown').
  const roleName = (role: Role | null) =>
    t(role && isRole(role) ? `roles.${role}` : 'roles.UNKNOWN', { defaultValue: roleLabel(role) });
  return (
    <EmptyState
      icon={<ShieldIcon size={28} />}
      title={t('guard.deniedTitle')}
      headingLevel={2}
      description={
        <>
          <p>{t('guard.deniedMessage')}</p>
          <p>{t('guard.requiredRoles', { roles: requiredRoles.map(roleName).join(', ') })}</p>
          <p>{t('guard.yourRole', { role: roleName(userRole) })}</p>
        </>
      }
      action={
        <Button variant="outline" startIcon={<ArrowBackIcon size={18} />} onClick={() => void navigate(-1)}>
          {t('common.goBack')}
        </Button>
      }
    />
  );
}
