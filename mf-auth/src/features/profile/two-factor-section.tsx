import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ShieldIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation } from '@pitchside/shared-api/client/profile-api';
import type { TwoFactorEnableResponse } from '@pitchside/shared-api/contracts/auth';
import { FormAlert } from '../../components/form-alert';
import { useErrorText, type ErrorText } from '../../lib/use-error-text';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorSetup } from './two-factor-setup';

/** Two-factor status; enable (QR code, then a code) or disable (with a current code). */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const describe = useErrorText();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorEnableResponse | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    const result = await enable();
    if ('data' in result && result.data) setSetup(result.data);
    else setFailure(describe('error' in result ? result.error : null, 'errors.requestFailed'));
  }

  async function turnOff(code: string) {
    setCodeError(null);
    const result = await disable({ code });
    if ('data' in result) notify.success(t('security.disabled'));
    else setCodeError(describe(result.error, 'errors.requestFailed').message);
  }

  if (enabled) {
    return (
      <Stack gap={4}>
        <Alert tone="success">{t('security.twoFactorOn')}</Alert>
        <TwoFactorCodeForm submitLabel={t('security.disable')} variant="danger" hint={t('security.disableHint')} busy={disabling.isLoading} error={codeError} onSubmit={turnOff} />
      </Stack>
    );
  }
  if (setup) return <TwoFactorSetup setup={setup} onDone={() => setSetup(null)} />;
  return (
    <Stack gap={4} align="flex-start">
      <Alert tone="info">{t('security.twoFactorOff')}</Alert>
      {failure && <FormAlert error={failure} />}
      <Button startIcon={<ShieldIcon />} loading={enabling.isLoading} onClick={() => void start()}>
        {t('security.enable')}
      </Button>
    </Stack>
  );
}
