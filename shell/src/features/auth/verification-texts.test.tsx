import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '@pitchside/shared-ui/translation';
import { createI18n, missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from '../../locales/verification/en.json';
import fr from '../../locales/verification/fr.json';
import ar from '../../locales/verification/ar.json';
import { useVerificationTranslation, VERIFICATION_NS } from './verification-texts';

describe('e-mail verification texts (their own namespace)', () => {
  it('has every English key in French and Arabic', () => {
    expect(missingTranslationKeys(en, fr)).toEqual([]);
    expect(missingTranslationKeys(en, ar)).toEqual([]);
  });

  it('are added by the first render that needs them, in that render', () => {
    const i18n = createI18n({ lng: 'ar' });
    expect(i18n.hasResourceBundle('ar', VERIFICATION_NS)).toBe(false);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useVerificationTranslation().t('verification.resend'), { wrapper });
    expect(result.current).toBe(ar.verification.resend);
  });
});
