import { useTranslation } from '@pitchside/shared-ui/translation';

const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);

/**
 * A `t` for screens shown when something broke: if i18n is missing or itself failing, the English
 * fallback is shown (placeholders filled in here, since a broken i18n does not interpolate).
 */
export function useSafeTranslation(): (key: string, fallback: string, values?: Record<string, string>) => string {
  const { t } = useTranslation('shell');
  return (key, fallback, values = {}) => {
    try {
      const text = t(key, { defaultValue: fallback, ...values });
      return typeof text === 'string' && text !== key ? interpolate(text, values) : interpolate(fallback, values);
    } catch {
      return interpolate(fallback, values);
    }
  };
}
