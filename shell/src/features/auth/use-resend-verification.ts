import { useCallback } from 'react';
import { useResendVerificationMutation } from '@pitchside/shared-api/client/auth-api';

export type ResendState = 'idle' | 'sending' | 'success' | 'error';

/**
 * Resends the signed-in user's verification e-mail (docs/product/states.md): idle → sending → success or error.
 * One shared state for the banner and the dialog, so a link sent from one shows as sent in both.
 */
export function useResendVerification(): { state: ResendState; resend: () => void } {
  const [resendVerification, { isLoading, isSuccess, isError }] = useResendVerificationMutation({ fixedCacheKey: 'verification-resend' });
  const resend = useCallback(() => {
    void resendVerification();
  }, [resendVerification]);
  const state: ResendState = isLoading ? 'sending' : isSuccess ? 'success' : isError ? 'error' : 'idle';
  return { state, resend };
}
