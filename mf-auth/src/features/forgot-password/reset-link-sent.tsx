import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Stack } from '@pitchside/shared-ui/stack';
import { Text } from '../../components/text.styles';

export interface ResetLinkSentProps {
  resent: boolean;
  /** Seconds before the link may be sent again. */
  remaining: number;
  busy: boolean;
  onResend: () => void;
}

/** The same confirmation for every address, and the resend button behind its cooldown. */
export function ResetLinkSent({ resent, remaining, busy, onResend }: ResetLinkSentProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap={4}>
      <Alert tone="success">{t('forgotPassword.sent')}</Alert>
      <Text $muted $small>{t('forgotPassword.sentHint')}</Text>
      {resent && <Text role="status">{t('forgotPassword.resent')}</Text>}
      <Button variant="outline" fullWidth loading={busy} disabled={remaining > 0} onClick={onResend}>
        {t('forgotPassword.resend')}
      </Button>
      {remaining > 0 && <Text $muted $small>{t('forgotPassword.resendIn', { seconds: remaining })}</Text>}
    </Stack>
  );
}
