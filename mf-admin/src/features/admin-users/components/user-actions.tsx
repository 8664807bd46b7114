import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useAdminUserActionMutation } from '@pitchside/shared-api/client/admin-api';
import type { AdminUserDetail } from '@pitchside/shared-api/contracts/admin';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAdminText } from '../../../lib/use-admin-text';
import { NS } from '../../../locales/namespace';

type Help = 'password-reset' | 'verify-email' | 'resend-verification';

/** What each help action says once done. */
const DONE: Record<Help | 'unlock', string> = {
  'password-reset': 'messages.passwordResetSent',
  'verify-email': 'messages.emailVerified',
  'resend-verification': 'messages.verificationSent',
  unlock: 'user.unlock.done',
};

interface Props {
  user: AdminUserDetail;
  name: string;
  /** Reads the account again (after a 409: someone else changed it). */
  onStale: () => void;
}

/**
 * The super admin's actions on an account: lock it (with a reason) or unlock it, send a password reset,
 * mark its e-mail verified or send the verification again. Each says when it is done; a refusal (self-lock,
 * the last super admin, already locked) is said as the API gives it.
 */
export function UserActions({ user, name, onStale }: Props) {
  const { t } = useTranslation(NS);
  const { failure } = useAdminText();
  const [act] = useAdminUserActionMutation();
  const [busy, setBusy] = useState<Help | null>(null);
  const [dialog, setDialog] = useState<'lock' | 'unlock' | null>(null);
  const locked = user.status === 'locked';

  const refused = (error: unknown, key: string) => {
    notify.error(failure(error, key));
    if (isApiError(error) && error.status === 409) onStale();
  };

  const help = async (action: Help) => {
    setBusy(action);
    try {
      await act({ id: user.id, action }).unwrap();
      notify.success(t(DONE[action]));
    } catch (error) {
      refused(error, 'user.actionFailed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Stack direction="row" gap={2} wrap>
        {locked
          ? <Button onClick={() => setDialog('unlock')}>{t('user.unlock.action')}</Button>
          : <Button variant="danger" onClick={() => setDialog('lock')}>{t('user.lock.action')}</Button>}
        <Button variant="outline" loading={busy === 'password-reset'} onClick={() => void help('password-reset')}>{t('user.passwordReset')}</Button>
        {!user.emailVerified && (
          <>
            <Button variant="outline" loading={busy === 'verify-email'} onClick={() => void help('verify-email')}>{t('user.verifyEmail')}</Button>
            <Button variant="outline" loading={busy === 'resend-verification'} onClick={() => void help('resend-verification')}>
              {t('user.resendVerification')}
            </Button>
          </>
        )}
      </Stack>
      <ReasonDialog
        open={dialog === 'lock'}
        onOpenChange={(open) => setDialog(open ? 'lock' : null)}
        title={t('user.lock.title', { name })}
        description={t('user.lock.text')}
        label={t('user.lock.reason')}
        confirmLabel={t('user.lock.confirm')}
        tone="danger"
        required
        failureKey="user.lock.failed"
        onConflict={onStale}
        onSubmit={async (reason) => {
          await act({ id: user.id, action: 'lock', reason }).unwrap();
          notify.success(t('user.lock.done', { name }));
        }}
      />
      <ConfirmDialog
        open={dialog === 'unlock'}
        onOpenChange={(open) => setDialog(open ? 'unlock' : null)}
        title={t('user.unlock.title', { name })}
        description={t('user.unlock.text')}
        confirmLabel={t('user.unlock.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          try {
            await act({ id: user.id, action: 'unlock' }).unwrap();
            notify.success(t(DONE.unlock, { name }));
          } catch (error) {
            refused(error, 'user.unlock.failed');
            if (!(isApiError(error) && error.status === 409)) throw error;
          }
        }}
      />
    </>
  );
}
