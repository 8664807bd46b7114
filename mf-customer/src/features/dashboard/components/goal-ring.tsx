import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { DASHBOARD_NS } from '../../../locales/namespace';

const SIZE = 96;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  margin: 0;

  figcaption {
    font-size: ${font.sizeSm};
    font-weight: ${font.weightMedium};
  }
`;
const Track = styled.circle`
  stroke: ${color.border};
`;
const Progress = styled.circle<{ $reached: boolean }>`
  stroke: ${({ $reached }) => ($reached ? color.success : color.primary)};
`;
const Count = styled.text`
  fill: ${color.text};
  font-size: ${font.sizeMd};
  font-weight: ${font.weightBold};
`;

/** One monthly goal as a ring filled to where the player stands; the ring's label says it in words. */
export function GoalRing({ name, done, goal }: { name: string; done: number; goal: number | null }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const ratio = goal ? Math.min(done / goal, 1) : 0;
  const value = format.number(done, { maximumFractionDigits: 1 });
  const label = goal
    ? t('dashboard.goals.ringLabel', { name, done: value, goal: format.number(goal), percent: format.percent(Math.min(done / goal, 1), { maximumFractionDigits: 0 }) })
    : t('dashboard.goals.ringLabelNoGoal', { name, done: value });
  return (
    <Figure>
      <svg role="img" aria-label={label} width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
        <Track cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} />
        {goal !== null && (
          <Progress
            $reached={ratio >= 1}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - ratio)}
            // From twelve o'clock, clockwise.
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        )}
        <Count x="50%" y="50%" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
          {goal ? t('dashboard.goals.short', { done: value, goal: format.number(goal) }) : value}
        </Count>
      </svg>
      <figcaption>{name}</figcaption>
    </Figure>
  );
}
