import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button, type ButtonVariant } from '@pitchside/shared-ui/button';
import { TextField } from '@pitchside/shared-ui/text-field';
import { ZTwoFactorVerifyRequestSchema, type TwoFactorVerifyRequest } from '@pitchside/shared-api/contracts/auth';
import { Actions, Form } from '../../components/form.styles';
import { useMessageText } from '../../lib/use-error-text';

export interface TwoFactorCodeFormProps {
  submitLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  hint?: string;
  /** Server error text to show on the code field. */
  error?: string | null;
  onSubmit: (code: string) => void | Promise<void>;
}

/** One 6-digit authenticator code (enable and disable two-factor). */
export function TwoFactorCodeForm({ submitLabel, variant = 'primary', busy, hint, error, onSubmit }: TwoFactorCodeFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const { register, handleSubmit, formState: { errors } } = useForm<TwoFactorVerifyRequest>({
    resolver: zodResolver(ZTwoFactorVerifyRequestSchema),
    defaultValues: { code: '' },
  });
  return (
    <Form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code))}>
      <TextField
        label={t('fields.twoFactorCode')}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={text(errors.code?.message) ?? error ?? undefined}
        {...register('code')}
      />
      <Actions>
        <Button type="submit" variant={variant} loading={busy}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
