import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { TextField } from '@pitchside/shared-ui/text-field';
import { ZPasswordResetSchema, type PasswordReset } from '@pitchside/shared-api/contracts/auth';
import { Form } from '../../components/form.styles';
import { PasswordStrength } from '../../components/password-strength';
import { useMessageText } from '../../lib/use-error-text';

export interface ResetPasswordFormProps {
  token: string;
  busy: boolean;
  onSubmit: (values: PasswordReset) => void | Promise<void>;
}

/** New password and confirmation, validated by the reset contract (the token rides along). */
export function ResetPasswordForm({ token, busy, onSubmit }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const { register, handleSubmit, watch, formState: { errors } } = useForm<PasswordReset>({
    resolver: zodResolver(ZPasswordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const passwordError = text(errors.password?.message);

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={passwordError ? undefined : t('validation.weakPassword')}
        error={passwordError}
        {...register('password')}
      />
      <PasswordStrength password={watch('password')} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={text(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t('resetPassword.submit')}
      </Button>
    </Form>
  );
}
