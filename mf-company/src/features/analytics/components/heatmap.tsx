import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { NS } from '../../../locales/namespace';
import { Figure, HeatSwatch } from './analytics.styles';
import { ChartCaption } from './chart-caption';

/** Monday first, as the company's week. */
const DAYS = [1, 2, 3, 4, 5, 6, 0];

/** Games played by weekday and starting hour (the field's local time): a table whose cells are shaded by count and say it. */
export function Heatmap({ cells }: { cells: Analytics['heatmap'] }) {
  const { t, i18n } = useTranslation(NS);
  const hours = cells.length === 0 ? [] : range(Math.min(...cells.map((c) => c.hour)), Math.max(...cells.map((c) => c.hour)));
  const max = Math.max(1, ...cells.map((c) => c.games));
  const count = (day: number, hour: number) => cells.find((c) => c.dayOfWeek === day && c.hour === hour)?.games ?? 0;
  const columns: TableColumn<number>[] = [
    { id: 'day', header: null, rowHeader: true, cell: (day) => formatWeekday(day, i18n.language, 'short') },
    ...hours.map((hour): TableColumn<number> => ({
      id: String(hour),
      header: String(hour).padStart(2, '0'),
      align: 'center',
      flush: true,
      cell: (day) => {
        const n = count(day, hour);
        const label = t('analytics.heatCell', { count: n });
        return <HeatSwatch role="img" $level={n / max} title={label} aria-label={label} />;
      },
    })),
  ];
  return (
    <Card>
      <Figure>
        <ChartCaption title={t('analytics.charts.heatmap')} hint={t('analytics.charts.heatmapHint')} />
        {hours.length === 0 ? <p>{t('analytics.noGames')}</p> : (
          <Table columns={columns} rows={DAYS} rowKey={String} narrow="scroll" density="compact" fullWidth={false} />
        )}
      </Figure>
    </Card>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
