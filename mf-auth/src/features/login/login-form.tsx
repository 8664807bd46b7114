import { useForm } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import type { z } from 'zod';
import { Button } from '@pitchside/shared-ui/button';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { ZLoginRequestSchema, LoginRequest } from '@pitchside/shared-api/contracts/auth';
import { Form } from '../../components/form.styles';
import { useMessageText } from '../../lib/use-error-text';
import { lazyResolver } from '../../lib/lazy-resolver';

export type LoginValues = z.output<typeof ZLoginRequestSchema>;

export interface LoginFormProps {
  busy: boolean;
  onSubmit: (values: LoginValues) => void | Promise<void>;
}

/** E-mail and password, validated by the login contract (docs/product/validation.md). */
export function LoginForm({ busy, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const { register, handleSubmit, formState: { errors } } = useForm<LoginRequest, unknown, LoginValues>({
    resolver: lazyResolver('login'),
    defaultValues: { email: '', password: '' },
  });

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={text(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={text(errors.password?.message)}
        {...register('password')}
      />
      <Stack direction="row" justify="flex-end">
        <Link asChild>
          <RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>
        </Link>
      </Stack>
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
