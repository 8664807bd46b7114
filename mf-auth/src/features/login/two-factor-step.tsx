import { useForm } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { TwoFactorVerifyRequest } from '@pitchside/shared-api/contracts/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Form } from '../../components/form.styles';
import { useMessageText } from '../../lib/use-error-text';

export interface TwoFactorStepProps {
  busy: boolean;
  onSubmit: (code: string) => void | Promise<void>;
  onBack: () => void;
}

/** Second sign-in step when the account has two-factor authentication (TWO_FACTOR_REQUIRED). */
export function TwoFactorStep({ busy, onSubmit, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const { register, handleSubmit, formState: { errors } } = useForm<TwoFactorVerifyRequest>({
    resolver: lazyResolver('twoFactor'),
    defaultValues: { code: '' },
  });

  return (
    <Form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code))}>
      <TextField
        label={t('fields.twoFactorCode')}
        hint={t('login.twoFactorHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        required
        error={text(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t('login.verifyCode')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {t('login.useAnotherAccount')}
      </Button>
    </Form>
  );
}
