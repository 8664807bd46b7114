import { Alert, type AlertTone } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Stack } from '@pitchside/shared-ui/stack';
import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';
import { ResendButton } from './resend-verification';
import type { ResendState } from './use-resend-verification';
import type { BannerKind } from './verification-state';
import { useVerificationTranslation } from './verification-texts';

const Bar = styled.div`
  padding-block: ${space[2]};
  padding-inline: ${space[4]};
`;

const TONE: Record<Exclude<BannerKind, 'none'>, AlertTone> = { reminder: 'info', urgent: 'warning', restricted: 'error' };

export interface VerificationBannerProps {
  kind: BannerKind;
  email: string;
  /** Time left, already phrased (e.g. "in 5 hours"), for the urgent banner. */
  timeLeft: string | null;
  resend: { state: ResendState; resend: () => void };
  onOpenDialog: () => void;
  onDismiss?: () => void;
}

/**
 * Reminder (info), urgent (warning) or restricted (error) line above the app for unverified users. Loaded
 * only for them, with its texts (auth-effects.tsx).
 */
export function VerificationBanner({ kind, email, timeLeft, resend, onOpenDialog, onDismiss }: VerificationBannerProps) {
  const { t } = useVerificationTranslation();
  if (kind === 'none') return null;
  const text = {
    reminder: { title: t('verification.banner.reminderTitle'), body: t('verification.banner.reminder', { email }) },
    urgent: { title: t('verification.banner.urgentTitle'), body: t('verification.banner.urgent', { email, time: timeLeft ?? '' }) },
    restricted: { title: t('verification.dialog.graceExpiredTitle'), body: t('verification.dialog.graceExpired') },
  }[kind];
  return (
    <Bar>
      <Alert
        tone={TONE[kind]}
        title={text.title}
        onDismiss={kind === 'reminder' ? onDismiss : undefined}
        action={
          <Stack direction="row" gap={2} wrap>
            <ResendButton state={resend.state} onResend={resend.resend} size="sm" />
            <Button variant="ghost" size="sm" onClick={onOpenDialog}>
              {t('verification.banner.more')}
            </Button>
          </Stack>
        }
      >
        {text.body}
        {resend.state === 'success' && ` ${t('verification.resendSuccess')}`}
        {resend.state === 'error' && ` ${t('verification.resendFailed')}`}
      </Alert>
    </Bar>
  );
}
