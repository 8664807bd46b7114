import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatCalendarDate, formatMoney, formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import { NS } from '../../../locales/namespace';
import type { FieldDraft } from '../model/field-draft';
import { weekPreview } from '../model/week-preview';
import { Muted, PreviewScroll, PreviewTable, PriceCell, RuleTag } from './pricing-step.styles';
import { Hint } from './wizard.styles';

/**
 * The coming week's slots (days × start times from the schedule step) with the price each will cost,
 * computed by the same pricing functions as the API; a slot priced by a rule is highlighted and named.
 */
export function WeekPreview({ draft, today }: { draft: FieldDraft; today: Date }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const preview = useMemo(() => weekPreview(draft, weekdayOrder(language), today), [draft, language, today]);

  if (preview.times.length === 0) return <Hint>{t('editor.pricing.previewEmpty')}</Hint>;
  return (
    <PreviewScroll tabIndex={0} role="region" aria-label={t('editor.pricing.preview')}>
      <PreviewTable>
        <caption>{t('editor.pricing.previewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('editor.pricing.previewTime')}</th>
            {preview.days.map((day) => (
              <th key={day.dayOfWeek} scope="col">
                {formatWeekday(day.dayOfWeek, language, 'short')}
                <RuleTag>{formatCalendarDate(day.date, language, 'dayMonth')}</RuleTag>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.times.map((time) => (
            <tr key={time}>
              <th scope="row">{time}</th>
              {preview.days.map((day) => {
                const cell = day.cells.get(time);
                if (!cell) {
                  return (
                    <td key={day.dayOfWeek}>
                      <Muted aria-label={t('editor.pricing.noSlot')}>–</Muted>
                    </td>
                  );
                }
                return (
                  <PriceCell key={day.dayOfWeek} $ruled={Boolean(cell.rule)}>
                    {formatMoney(cell.price, draft.currency, language)}
                    {cell.rule && <RuleTag>{cell.rule.name}</RuleTag>}
                  </PriceCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </PreviewTable>
    </PreviewScroll>
  );
}
