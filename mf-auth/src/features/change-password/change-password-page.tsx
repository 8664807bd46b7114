import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { useLocation, useNavigate } from '@pitchside/shared-ui/router';
import { profileUpdated, selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useAppDispatch, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { useLogoutMutation } from '@pitchside/shared-api/client/auth-api';
import { AuthCard } from '../../components/auth-card';
import { ChangePasswordForm } from '../../components/change-password-form';

/** Where the visitor was going before being sent here, if anywhere. */
function originOf(state: unknown): string | null {
  const from = (state as { from?: { pathname: string; search: string; hash: string } } | null)?.from;
  return from && from.pathname !== '/change-password' ? `${from.pathname}${from.search}${from.hash}` : null;
}

/**
 * `/change-password`: the first stop of an account created by a company for its employee. They signed in
 * with the temporary password of the welcome e-mail; nothing else opens until they choose their own.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [logout] = useLogoutMutation();
  const required = user?.mustChangePassword === true;

  const changed = () => {
    if (user) dispatch(profileUpdated({ ...user, mustChangePassword: false }));
    void navigate(originOf(location.state) ?? '/dashboard', { replace: true });
  };

  return (
    <AuthCard
      variant="bare"
      title={t(required ? 'changePassword.title' : 'security.changePassword')}
      description={required ? t('changePassword.description', { email: user?.email ?? '' }) : undefined}
      footer={<Button variant="ghost" onClick={() => void logout()}>{t('changePassword.signOut')}</Button>}
    >
      {required && <Alert tone="info">{t('changePassword.why')}</Alert>}
      <ChangePasswordForm
        onChanged={changed}
        currentLabel={required ? t('changePassword.temporary') : undefined}
        submitLabel={t('changePassword.submit')}
      />
    </AuthCard>
  );
}
