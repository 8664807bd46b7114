import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink, useSearchParams } from '@pitchside/shared-ui/router';
import { useResetPasswordMutation } from '@pitchside/shared-api/client/sign-in-api';
import { AUTH_ERROR_CODES, type PasswordReset } from '@pitchside/shared-api/contracts/auth';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { useErrorText, type ErrorText } from '../../lib/use-error-text';
import { ResetPasswordForm } from './reset-password-form';

type Outcome = 'form' | 'done' | 'invalid-link';

/** New password from the e-mailed link (`?token=`); an invalid or expired link says so clearly. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const describe = useErrorText();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-link');
  const [failure, setFailure] = useState<ErrorText | null>(null);

  async function submit(values: PasswordReset) {
    setFailure(null);
    const result = await resetPassword(values);
    if ('data' in result) return setOutcome('done');
    const error = describe(result.error, 'errors.requestFailed');
    if (error.code === AUTH_ERROR_CODES.invalidToken) return setOutcome('invalid-link');
    setFailure(error);
  }

  if (outcome === 'done') {
    return (
      <AuthCard title={t('resetPassword.successTitle')}>
        <Alert tone="success">{t('resetPassword.success')}</Alert>
        <Button asChild fullWidth size="lg">
          <RouterLink to="/login">{t('resetPassword.goToLogin')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  const backToLogin = (
    <Link asChild>
      <RouterLink to="/login">{t('common.backToLogin')}</RouterLink>
    </Link>
  );

  if (outcome === 'invalid-link') {
    return (
      <AuthCard title={t('resetPassword.title')} footer={backToLogin}>
        <Alert tone="error">{t('resetPassword.invalidLink')}</Alert>
        <Button asChild fullWidth variant="outline">
          <RouterLink to="/forgot-password">{t('resetPassword.requestNew')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')} footer={backToLogin}>
      {failure && <FormAlert error={failure} />}
      <ResetPasswordForm token={token} busy={isLoading} onSubmit={submit} />
    </AuthCard>
  );
}
