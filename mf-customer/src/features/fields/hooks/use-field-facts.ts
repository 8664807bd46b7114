import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';

/** Price and distance of a result, formatted in the current language. */
export function useFieldFacts() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const kilometres = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    return {
      price: (field: Pick<FieldSummary, 'basePricePerHour' | 'currency'>) => formatMoney(field.basePricePerHour, field.currency, language),
      distance: (km: number) => kilometres.format(km),
    };
  }, [language]);
}
