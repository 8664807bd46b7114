import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatCalendarDate, formatMoney, formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { NS } from '../../../locales/namespace';
import type { FieldDraft } from '../model/field-draft';
import { weekPreview } from '../model/week-preview';
import { Muted, RuleTag } from './pricing-step.styles';
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
  const columns: TableColumn<string>[] = [
    { id: 'time', header: t('editor.pricing.previewTime'), rowHeader: true, cell: (time) => time },
    ...preview.days.map((day): TableColumn<string> => ({
      id: String(day.dayOfWeek),
      header: (
        <>
          {formatWeekday(day.dayOfWeek, language, 'short')}
          <RuleTag>{formatCalendarDate(day.date, language, 'dayMonth')}</RuleTag>
        </>
      ),
      align: 'center',
      highlighted: (time) => Boolean(day.cells.get(time)?.rule),
      cell: (time) => {
        const cell = day.cells.get(time);
        if (!cell) return <Muted aria-label={t('editor.pricing.noSlot')}>–</Muted>;
        return (
          <>
            {formatMoney(cell.price, draft.currency, language)}
            {cell.rule && <RuleTag>{cell.rule.name}</RuleTag>}
          </>
        );
      },
    })),
  ];
  return (
    <Table caption={t('editor.pricing.previewCaption')} columns={columns} rows={preview.times} rowKey={(time) => time}
      narrow="scroll" density="compact" framed scrollLabel={t('editor.pricing.preview')} />
  );
}
