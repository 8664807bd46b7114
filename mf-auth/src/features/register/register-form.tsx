import type { ReactNode } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { Trans } from '@pitchside/shared-ui/trans';
import { useTranslation } from '@pitchside/shared-ui/translation';
import type { z } from 'zod';
import { Button } from '@pitchside/shared-ui/button';
import { FormCheckbox } from '@pitchside/shared-ui/checkbox';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink } from '@pitchside/shared-ui/router';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { ZRegisterRequestSchema, RegisterRequest } from '@pitchside/shared-api/contracts/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { FieldRow, Form } from '../../components/form.styles';
import { PasswordStrength } from '../../components/password-strength';
import { useMessageText } from '../../lib/use-error-text';
import { AccountTypeField } from './account-type-field';

export type RegisterValues = z.output<typeof ZRegisterRequestSchema>;
export type RegisterSetError = UseFormSetError<RegisterRequest>;

export interface RegisterFormProps {
  busy: boolean;
  /** Company registration is closed (platform settings, or the server said so): no company option. */
  companyClosed?: boolean;
  /** `setError` lets the page put the server's field errors on the fields. */
  onSubmit: (values: RegisterValues, setError: RegisterSetError) => void | Promise<void>;
}

/** The terms open in a new tab, so that reading them does not lose what the form holds. */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild external>
      <RouterLink to="/terms">{children}</RouterLink>
    </Link>
  );
}

/** Sign-up fields with every rule of docs/product/validation.md, from the register contract. */
export function RegisterForm({ busy, companyClosed, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const { register, control, handleSubmit, watch, setError, formState: { errors } } = useForm<RegisterRequest, unknown, RegisterValues>({
    resolver: lazyResolver('register'),
    defaultValues: { accountType: 'customer', firstName: '', lastName: '', email: '', phone: '', companyName: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const passwordError = text(errors.password?.message);

  return (
    <Form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))}>
      <AccountTypeField {...register('accountType')} companyClosed={companyClosed} />
      <FieldRow>
        <TextField label={t('fields.firstName')} autoComplete="given-name" required error={text(errors.firstName?.message)} {...register('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required error={text(errors.lastName?.message)} {...register('lastName')} />
      </FieldRow>
      {watch('accountType') === 'company' && (
        <TextField label={t('fields.companyName')} autoComplete="organization" required error={text(errors.companyName?.message)} {...register('companyName')} />
      )}
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required error={text(errors.email?.message)} {...register('email')} />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" required error={text(errors.phone?.message)} {...register('phone')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={passwordError ? undefined : t('validation.weakPassword')}
        error={passwordError}
        {...register('password')}
      />
      <PasswordStrength password={password ?? ''} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={text(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <FormCheckbox
            {...field}
            required
            error={text(fieldState.error?.message)}
            label={<Trans t={t} i18nKey="register.acceptTerms" components={{ terms: <TermsLink /> }} />}
          />
        )}
      />
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
