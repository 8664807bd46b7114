import { useEffect, useRef } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Link as RouterLink, useSearchParams } from '@pitchside/shared-ui/router';
import { Spinner } from '@pitchside/shared-ui/spinner';
import { Stack } from '@pitchside/shared-ui/stack';
import { useLazyGetProfileQuery } from '@pitchside/shared-api/client/auth-api';
import { useVerifyEmailMutation } from '@pitchside/shared-api/client/sign-in-api';
import { selectCurrentUser, selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';
import { AuthCard } from '../../components/auth-card';
import { ResendVerification } from '../../components/resend-verification';
import { Text } from '../../components/text.styles';
import { useErrorText } from '../../lib/use-error-text';

/** Opens the e-mailed link (`?token=`): verifies once on arrival, then says how it went. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const describe = useErrorText();
  const [verify, { isSuccess, isError, error }] = useVerifyEmailMutation();
  const [refreshProfile] = useLazyGetProfileQuery();
  // The token is single-use: one call per token, even when effects run twice (StrictMode).
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || verifiedToken.current === token) return;
    verifiedToken.current = token;
    void verify(token);
  }, [token, verify]);

  useEffect(() => {
    // A signed-in user's profile now says emailVerified: true (banners and dialogs follow).
    if (isSuccess && signedIn) void refreshProfile();
  }, [isSuccess, signedIn, refreshProfile]);

  if (isSuccess) {
    return (
      <AuthCard title={t('verifyEmail.successTitle')}>
        <Alert tone="success">{t('verifyEmail.success')}</Alert>
        <Button asChild fullWidth size="lg">
          <RouterLink to={signedIn ? '/dashboard' : '/login'}>{signedIn ? t('verifyEmail.goToDashboard') : t('verifyEmail.goToLogin')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  if (!token || isError) {
    const reason = !token
      ? t('verifyEmail.missingToken')
      : describe(error, 'errors.requestFailed', { [AUTH_ERROR_CODES.invalidToken]: 'verifyEmail.invalidLink' }).message;
    return (
      <AuthCard title={t('verifyEmail.failureTitle')}>
        <Alert tone="error">{reason}</Alert>
        {signedIn && !user?.emailVerified && (
          <Stack gap={3}>
            <Text $muted>{t('verifyEmail.resendPrompt')}</Text>
            <ResendVerification />
          </Stack>
        )}
        {signedIn && user?.emailVerified && (
          <Button asChild variant="outline" fullWidth>
            <RouterLink to="/dashboard">{t('verifyEmail.goToDashboard')}</RouterLink>
          </Button>
        )}
        {!signedIn && (
          <Stack gap={3}>
            <Text $muted>{t('verifyEmail.signInToResend')}</Text>
            <Button asChild variant="outline" fullWidth>
              <RouterLink to="/login">{t('verifyEmail.goToLogin')}</RouterLink>
            </Button>
          </Stack>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <Stack direction="row" gap={3} align="center" justify="center" role="status">
        <Spinner decorative />
        <span>{t('verifyEmail.verifying')}</span>
      </Stack>
    </AuthCard>
  );
}
