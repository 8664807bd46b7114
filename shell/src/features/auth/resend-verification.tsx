import { Alert } from '@pitchside/shared-ui/alert';
import { Button, type ButtonSize } from '@pitchside/shared-ui/button';
import type { ResendState } from './use-resend-verification';
import { useVerificationTranslation } from './verification-texts';

export interface ResendButtonProps {
  state: ResendState;
  onResend: () => void;
  size?: ButtonSize;
}

/** The resend action: disabled while sending and after a success (docs/product/states.md). */
export function ResendButton({ state, onResend, size = 'md' }: ResendButtonProps) {
  const { t } = useVerificationTranslation();
  const label = state === 'sending' ? t('verification.sending') : state === 'success' ? t('verification.sent') : t('verification.resend');
  return (
    <Button variant="outline" size={size} loading={state === 'sending'} disabled={state === 'success'} onClick={onResend}>
      {label}
    </Button>
  );
}

/** The outcome of the last resend, in the texts of docs/product/messages.md (nothing while idle or sending). */
export function ResendOutcome({ state }: { state: ResendState }) {
  const { t } = useVerificationTranslation();
  if (state === 'success') return <Alert tone="success">{t('verification.resendSuccess')}</Alert>;
  if (state === 'error') return <Alert tone="error">{t('verification.resendFailed')}</Alert>;
  return null;
}
