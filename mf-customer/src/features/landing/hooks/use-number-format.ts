import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';

/** `Intl.NumberFormat` of the current language (Arabic gets Arabic-Indic digits). */
export function useNumberFormat(): Intl.NumberFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => new Intl.NumberFormat(language), [language]);
}
