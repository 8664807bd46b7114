import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { notify } from '@pitchside/shared-ui/toaster';
import { useUpdateProfileMutation } from '@pitchside/shared-api/client/profile-api';
import type { ProfileUpdateRequest, UserProfile } from '@pitchside/shared-api/contracts/profile';
import { ToastMessage } from '../../components/toast-message';
import { useErrorText, type ErrorText } from '../../lib/use-error-text';

export type SaveOutcome = { ok: true; profile: UserProfile } | { ok: false; error: ErrorText };

/**
 * PUT /auth/profile with the changed part only. Toasts 'Profile updated successfully' or
 * 'Failed to update profile' (with the server's reason); the caller puts field errors on its form.
 */
export function useSaveProfile(): { save: (patch: ProfileUpdateRequest) => Promise<SaveOutcome>; saving: boolean } {
  const { t } = useTranslation('auth');
  const describe = useErrorText();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const save = useCallback(async (patch: ProfileUpdateRequest): Promise<SaveOutcome> => {
    const result = await update(patch);
    if ('data' in result && result.data) {
      notify.success(t('profile.saved'));
      return { ok: true, profile: result.data };
    }
    const error = describe('error' in result ? result.error : null, 'errors.updateProfileFailed');
    notify.error(<ToastMessage title={t('errors.updateProfileFailed')} description={error.message} />);
    return { ok: false, error };
  }, [update, describe, t]);
  return { save, saving: isLoading };
}
