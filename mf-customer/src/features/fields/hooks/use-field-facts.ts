import { useMemo } from 'react';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { FieldSummary } from '@pitchside/shared-api/contracts/field';

/** Price and distance of a result, formatted in the current language. */
export function useFieldFacts() {
  const format = useFormat();
  return useMemo(() => ({
    price: (field: Pick<FieldSummary, 'basePricePerHour' | 'currency'>) => format.money(field.basePricePerHour, field.currency),
    distance: (km: number) => format.unit(km, 'kilometer', { display: 'short', maximumFractionDigits: 1 }),
  }), [format]);
}
