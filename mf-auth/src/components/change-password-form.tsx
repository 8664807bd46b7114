import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useChangePasswordMutation } from '@pitchside/shared-api/client/profile-api';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { ZChangePasswordRequestSchema, type ChangePasswordRequest } from '@pitchside/shared-api/contracts/profile';
import { FormAlert } from './form-alert';
import { Actions, Form } from './form.styles';
import { PasswordStrength } from './password-strength';
import { useErrorText, useMessageText, type ErrorText } from '../lib/use-error-text';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** Runs after the change (instead of staying on the emptied form). */
  onChanged?: () => void;
  /** Label of the current-password input (the temporary password of a welcome e-mail). */
  currentLabel?: string;
  submitLabel?: string;
}

/** Current password, then a new strong one twice (contract rules); other sessions end on success. */
export function ChangePasswordForm({ onChanged, currentLabel, submitLabel }: ChangePasswordFormProps = {}) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const describe = useErrorText();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const { register, handleSubmit, reset, watch, setError, formState: { errors, isDirty } } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const newPasswordError = text(errors.newPassword?.message);

  async function submit(values: ChangePasswordRequest) {
    setFailure(null);
    const result = await changePassword(values);
    if ('data' in result) {
      reset(EMPTY);
      notify.success(t('security.passwordChanged'));
      onChanged?.();
      return;
    }
    const error = describe(result.error, 'errors.requestFailed');
    if (error.code === AUTH_ERROR_CODES.invalidCurrentPassword) setError('currentPassword', { message: error.message }, { shouldFocus: true });
    else setFailure(error);
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      {failure && <FormAlert error={failure} />}
      <TextField label={currentLabel ?? t('fields.currentPassword')} type="password" autoComplete="current-password" required error={text(errors.currentPassword?.message)} {...register('currentPassword')} />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={newPasswordError ? undefined : t('validation.weakPassword')}
        error={newPasswordError}
        {...register('newPassword')}
      />
      <PasswordStrength password={watch('newPassword')} />
      <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" required error={text(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <Actions>
        <Button type="submit" loading={isLoading} disabled={!isDirty}>
          {submitLabel ?? t('security.changePasswordSubmit')}
        </Button>
      </Actions>
    </Form>
  );
}
