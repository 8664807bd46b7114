import { useTranslation } from '@pitchside/shared-ui/translation';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { NS } from '../../../locales/namespace';
import type { WeekSummary } from '../lib/week-summary';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: ${space[3]};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};

  dt {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${font.sizeLg};
    font-weight: ${font.weightSemibold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The week in figures: hours open, slots by status and the price spread. */
export function WeekSummaryCard({ summary, currency }: { summary: WeekSummary; currency: string }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const money = (value: number | null) => (value === null ? '—' : format.money(value, currency));
  const figures: [string, string][] = [
    ['openHours', number(summary.openHours)],
    ['slots', number(summary.slots)],
    ['available', number(summary.available)],
    ['booked', number(summary.booked)],
    ['blocked', number(summary.blocked)],
    ['minPrice', money(summary.minPrice)],
    ['maxPrice', money(summary.maxPrice)],
    ['averagePrice', money(summary.averagePrice)],
  ];
  return (
    <Figures>
      {figures.map(([key, value]) => (
        <Figure key={key}>
          <dt>{t(`scheduling.preview.figures.${key}`)}</dt>
          <dd>{value}</dd>
        </Figure>
      ))}
    </Figures>
  );
}
