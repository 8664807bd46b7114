import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink } from '@pitchside/shared-ui/router';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useRequestPasswordResetMutation } from '@pitchside/shared-api/client/sign-in-api';
import type { PasswordResetRequest } from '@pitchside/shared-api/contracts/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { Form } from '../../components/form.styles';
import { useCountdown } from '../../lib/use-countdown';
import { useErrorText, useMessageText, type ErrorText } from '../../lib/use-error-text';
import { ResetLinkSent } from './reset-link-sent';

/** Seconds before the link may be sent again. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account (no
 * enumeration); the link can be sent again after a cooldown.
 */
export default function ForgotPasswordPage({ cooldownSeconds = RESEND_COOLDOWN_SECONDS }: { cooldownSeconds?: number }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const describe = useErrorText();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const cooldown = useCountdown();
  const { register, handleSubmit, formState: { errors } } = useForm<PasswordResetRequest>({
    resolver: lazyResolver('passwordResetRequest'),
    defaultValues: { email: '' },
  });

  async function send({ email }: PasswordResetRequest) {
    setFailure(null);
    const result = await requestReset({ email });
    if ('error' in result) {
      setFailure(describe(result.error, 'errors.requestFailed'));
      return;
    }
    setResent(sentTo !== null);
    setSentTo(email);
    cooldown.start(cooldownSeconds);
  }

  const footer = (
    <Link asChild>
      <RouterLink to="/login">{t('common.backToLogin')}</RouterLink>
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('forgotPassword.sentTitle')} footer={footer}>
        {failure && <FormAlert error={failure} />}
        <ResetLinkSent resent={resent} remaining={cooldown.remaining} busy={isLoading} onResend={() => send({ email: sentTo })} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')} footer={footer}>
      {failure && <FormAlert error={failure} />}
      <Form noValidate onSubmit={handleSubmit(send)}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required error={text(errors.email?.message)} {...register('email')} />
        <Button type="submit" fullWidth size="lg" loading={isLoading}>
          {t('forgotPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
