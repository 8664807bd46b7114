import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink, useLocation, useNavigate } from '@pitchside/shared-ui/router';
import { notify } from '@pitchside/shared-ui/toaster';
import { useGetPublicSettingsQuery } from '@pitchside/shared-api/client/admin-api';
import { useRegisterMutation } from '@pitchside/shared-api/client/sign-in-api';
import type { RegisterRequest } from '@pitchside/shared-api/contracts/auth';
import { ADMIN_ERROR_CODES } from '@pitchside/shared-api/contracts/admin-constants';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { ToastMessage } from '../../components/toast-message';
import { DEFAULT_DESTINATION } from '../../lib/origin';
import { useErrorText, type ErrorText } from '../../lib/use-error-text';
import { RegisterForm, type RegisterSetError, type RegisterValues } from './register-form';

const FORM_FIELDS = new Set<string>(['firstName', 'lastName', 'email', 'phone', 'companyName', 'password', 'confirmPassword', 'acceptTerms']);
const isFormField = (field: string): field is keyof RegisterRequest => FORM_FIELDS.has(field);

/** Sign up (docs/product/routes-and-screens.md: without the shell). A verification e-mail is sent; the toast says so. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const describe = useErrorText();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  // Whether companies may sign up (the super admin's setting); while unknown the option stays, and the
  // server's refusal closes it.
  const { data: settings } = useGetPublicSettingsQuery();
  const [closedByServer, setClosedByServer] = useState(false);
  const companyClosed = closedByServer || settings?.companyRegistrationOpen === false;

  async function submit(values: RegisterValues, setError: RegisterSetError) {
    setFailure(null);
    const result = await registerAccount({ ...values, companyName: values.accountType === 'company' ? values.companyName : undefined });
    if ('data' in result) {
      notify.success(<ToastMessage title={t('register.success')} description={t('register.verificationSent', { email: values.email })} />);
      void navigate(DEFAULT_DESTINATION, { replace: true });
      return;
    }
    const error = describe(result.error, 'errors.registrationFailedRetry');
    for (const issue of error.fieldIssues) if (isFormField(issue.field)) setError(issue.field, { message: issue.message });
    if (error.code === AUTH_ERROR_CODES.emailTaken) setError('email', { message: error.message });
    if (error.code === ADMIN_ERROR_CODES.registrationClosed) setClosedByServer(true);
    setFailure(error);
  }

  return (
    <AuthCard
      variant="bare"
      wide
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          <span>{t('register.haveAccount')}</span>
          <Link asChild>
            <RouterLink to="/login" state={location.state}>{t('register.signIn')}</RouterLink>
          </Link>
        </>
      }
    >
      {failure && <FormAlert error={failure} title={t('errors.registrationFailed')} />}
      <RegisterForm busy={isLoading} companyClosed={companyClosed} onSubmit={submit} />
    </AuthCard>
  );
}
