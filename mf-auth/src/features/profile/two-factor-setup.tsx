import { useEffect, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useVerifyTwoFactorMutation } from '@pitchside/shared-api/client/profile-api';
import type { TwoFactorEnableResponse } from '@pitchside/shared-api/contracts/auth';
import { Text } from '../../components/text.styles';
import { useErrorText } from '../../lib/use-error-text';
import { Qr, Secret } from './profile.styles';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The server's QR image when it sent one; otherwise drawn here from the otpauth URL. */
function useQrImage({ qrCodeDataUrl, otpauthUrl }: TwoFactorEnableResponse): string | null {
  const served = qrCodeDataUrl.startsWith('data:image/') ? qrCodeDataUrl : null;
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (served) return undefined;
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }))
      .then((url) => current && setDrawn(url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [served, otpauthUrl]);
  return served ?? drawn;
}

/** Enrolment: scan the QR code (or type the key), then confirm with a first code. */
export function TwoFactorSetup({ setup, onDone }: { setup: TwoFactorEnableResponse; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const describe = useErrorText();
  const image = useQrImage(setup);
  const [verify, { isLoading }] = useVerifyTwoFactorMutation();
  const [codeError, setCodeError] = useState<string | null>(null);

  async function confirm(code: string) {
    setCodeError(null);
    const result = await verify({ code });
    if ('error' in result) return setCodeError(describe(result.error, 'errors.requestFailed').message);
    notify.success(t('security.enabled'));
    onDone();
  }

  return (
    <Stack gap={4}>
      <Text>{t('security.scanDescription')}</Text>
      {image && <Qr src={image} alt={t('security.qrAlt')} width={240} height={240} />}
      <Stack gap={1}>
        <Text $muted $small>{t('security.secret')}</Text>
        <Secret>{setup.secret}</Secret>
      </Stack>
      <TwoFactorCodeForm submitLabel={t('security.verify')} busy={isLoading} error={codeError} onSubmit={confirm} />
    </Stack>
  );
}
