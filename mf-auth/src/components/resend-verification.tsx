import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Stack } from '@pitchside/shared-ui/stack';
import { useResendVerificationMutation } from '@pitchside/shared-api/client/auth-api';

/**
 * Resends the verification e-mail of the signed-in user: idle → sending → success or error (docs/product/states.md);
 * the button is disabled while sending and after a success.
 */
export function ResendVerification() {
  const { t } = useTranslation('auth');
  const [resend, { isLoading, isSuccess, isError }] = useResendVerificationMutation();
  return (
    <Stack gap={3}>
      {isSuccess && <Alert tone="success">{t('verifyEmail.resendSuccess')}</Alert>}
      {isError && <Alert tone="error">{t('verifyEmail.resendFailed')}</Alert>}
      <Button variant="outline" fullWidth loading={isLoading} disabled={isSuccess} onClick={() => void resend()}>
        {isLoading ? t('verifyEmail.sending') : t('verifyEmail.resend')}
      </Button>
    </Stack>
  );
}
