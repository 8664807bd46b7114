import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { formatWeekday } from '@pitchside/shared-ui/format';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { NS } from '../../../locales/namespace';
import { Figure, HeatCell, Scroll, Table } from './analytics.styles';

/** Monday first, as the company's week. */
const DAYS = [1, 2, 3, 4, 5, 6, 0];

/** Bookings by weekday and starting hour: a table whose cells are shaded by count and say it. */
export function Heatmap({ cells }: { cells: Analytics['heatmap'] }) {
  const { t, i18n } = useTranslation(NS);
  const hours = cells.length === 0 ? [] : range(Math.min(...cells.map((c) => c.hour)), Math.max(...cells.map((c) => c.hour)));
  const max = Math.max(1, ...cells.map((c) => c.bookings));
  const count = (day: number, hour: number) => cells.find((c) => c.dayOfWeek === day && c.hour === hour)?.bookings ?? 0;
  return (
    <Card>
      <Figure>
        <figcaption>{t('analytics.charts.heatmap')}</figcaption>
        {hours.length === 0 ? <p>{t('analytics.noBookings')}</p> : (
          <Scroll>
            <Table $compact>
              <thead>
                <tr><td />{hours.map((hour) => <th key={hour} scope="col">{String(hour).padStart(2, '0')}</th>)}</tr>
              </thead>
              <tbody>
                {DAYS.map((day) => (
                  <tr key={day}>
                    <th scope="row">{formatWeekday(day, i18n.language, 'short')}</th>
                    {hours.map((hour) => {
                      const n = count(day, hour);
                      return <HeatCell key={hour} $level={n / max} title={t('analytics.heatCell', { count: n })} aria-label={t('analytics.heatCell', { count: n })} />;
                    })}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </Figure>
    </Card>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
