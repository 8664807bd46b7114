import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink, useLocation, useNavigate } from '@pitchside/shared-ui/router';
import { useLoginMutation } from '@pitchside/shared-api/client/sign-in-api';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { DEFAULT_DESTINATION, originFrom } from '../../lib/origin';
import { useErrorText, type ErrorText } from '../../lib/use-error-text';
import { LoginForm, type LoginValues } from './login-form';
import { TwoFactorStep } from './two-factor-step';

/** Sign in (docs/product/routes-and-screens.md: rendered without the shell). Goes back to the remembered page on success. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const describe = useErrorText();
  const [login, { isLoading }] = useLoginMutation();
  const [pendingSecondFactor, setPendingSecondFactor] = useState<LoginValues | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);

  async function signIn(values: LoginValues) {
    setFailure(null);
    const result = await login(values);
    if ('data' in result) {
      void navigate(originFrom(location.state) ?? DEFAULT_DESTINATION, { replace: true });
      return;
    }
    if (isApiError(result.error) && result.error.code === AUTH_ERROR_CODES.twoFactorRequired) {
      setPendingSecondFactor(values);
      return;
    }
    setFailure(describe(result.error, 'errors.loginFailedRetry'));
  }

  const footer = (
    <>
      <span>{t('login.noAccount')}</span>
      <Link asChild>
        <RouterLink to="/register" state={location.state}>{t('login.createAccount')}</RouterLink>
      </Link>
    </>
  );

  return (
    <AuthCard
      variant="bare"
      title={pendingSecondFactor ? t('login.twoFactorTitle') : t('login.title')}
      description={pendingSecondFactor ? t('login.twoFactorDescription') : t('login.description')}
      footer={pendingSecondFactor ? undefined : footer}
    >
      {failure && <FormAlert error={failure} title={t('errors.loginFailed')} />}
      {pendingSecondFactor ? (
        <TwoFactorStep
          busy={isLoading}
          onSubmit={(twoFactorCode) => signIn({ ...pendingSecondFactor, twoFactorCode })}
          onBack={() => {
            setFailure(null);
            setPendingSecondFactor(null);
          }}
        />
      ) : (
        <LoginForm busy={isLoading} onSubmit={signIn} />
      )}
    </AuthCard>
  );
}
