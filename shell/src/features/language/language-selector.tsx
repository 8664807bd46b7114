import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { changeLanguage, currentLanguage, type LanguageChangeResult } from '@pitchside/shared-ui/i18n';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import { languageChanged } from '@pitchside/shared-api/client/preferences-slice';
import { LANGUAGE_OPTIONS } from './languages';
import { Root, Select } from './language-selector.styles';

// Tooltip and alert appear only after a failure: they stay out of the first load.
const LanguageError = lazy(() => import('./language-error'));

export interface LanguageSelectorProps {
  /** The language switch; injectable for tests. */
  change?: typeof changeLanguage;
}

/**
 * Native `<select>` of the three languages (docs/product/routes-and-screens.md). shared-ui's `changeLanguage` persists the choice
 * and sets `<html lang dir>`; on failure it keeps the previous language and this shows an error.
 */
export function LanguageSelector({ change = changeLanguage }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();
  // After a failure the error icon stays until a change succeeds; its alert can be dismissed and reopened.
  const [failure, setFailure] = useState<'none' | 'alert' | 'icon'>('none');
  const [busy, setBusy] = useState(false);
  const language = currentLanguage(i18n);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setBusy(true);
    let result: LanguageChangeResult;
    try {
      result = await change(i18n, event.target.value);
    } catch (error) {
      result = { ok: false, language, error };
    }
    setBusy(false);
    setFailure(result.ok ? 'none' : 'alert');
    if (result.ok) dispatch(languageChanged(result.language));
  };

  return (
    <Root>
      <Select label={t('language.select')} hideLabel value={language} onChange={(event) => void onChange(event)} aria-busy={busy || undefined}>
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName}
          </option>
        ))}
      </Select>
      {failure !== 'none' && (
        <Suspense fallback={null}>
          <LanguageError
            alertOpen={failure === 'alert'}
            onShowAlert={() => setFailure('alert')}
            onDismiss={() => setFailure('icon')}
          />
        </Suspense>
      )}
    </Root>
  );
}
