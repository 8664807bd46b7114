import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert, type AlertTone } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog, DialogClose } from '@pitchside/shared-ui/dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font } from '@pitchside/shared-ui/tokens';
import { ResendButton, ResendOutcome } from './resend-verification';
import type { ResendState } from './use-resend-verification';
import type { VerificationDialogType } from './verification-state';
import { useVerificationTranslation } from './verification-texts';

const Help = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** Tone, title and message of each dialog type (docs/product/states.md and docs/product/messages.md). */
const TYPES: Record<VerificationDialogType, { tone: AlertTone; title: string; message: string }> = {
  'grace-expired': { tone: 'error', title: 'verification.dialog.graceExpiredTitle', message: 'verification.dialog.graceExpired' },
  'verification-required': { tone: 'warning', title: 'verification.dialog.requiredTitle', message: 'verification.dialog.required' },
  reminder: { tone: 'info', title: 'verification.dialog.reminderTitle', message: 'verification.dialog.reminder' },
  default: { tone: 'info', title: 'verification.dialog.defaultTitle', message: 'verification.dialog.default' },
};

export interface VerificationDialogProps {
  /** Null: closed. */
  type: VerificationDialogType | null;
  email: string;
  resend: { state: ResendState; resend: () => void };
  onClose: () => void;
}

/** The e-mail verification dialog: why, what to do, the resend action and help about spam. */
export function VerificationDialog({ type, email, resend, onClose }: VerificationDialogProps) {
  const { t: tShell } = useTranslation('shell');
  const { t } = useVerificationTranslation();
  const config = TYPES[type ?? 'default'];
  return (
    <Dialog
      open={type !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(config.title)}
      footer={
        <DialogClose asChild>
          <Button variant="ghost">{tShell('common.close')}</Button>
        </DialogClose>
      }
    >
      <Stack gap={4}>
        <Alert tone={config.tone}>{t(config.message, { email })}</Alert>
        <Help>{t('verification.dialog.help')}</Help>
        <ResendOutcome state={resend.state} />
        <div>
          <ResendButton state={resend.state} onResend={resend.resend} />
        </div>
      </Stack>
    </Dialog>
  );
}
