import { useTranslation } from '@pitchside/shared-ui/translation';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';
import type { ScheduleValues } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { useWeekText } from '../lib/use-hours-text';

const List = styled.ul`
  margin: ${space[2]} 0 0;
  padding-inline-start: ${space[5]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** The days and hours a template sets; the other days close. */
export function TemplateSummary({ schedules }: { schedules: readonly ScheduleValues[] }) {
  const { t } = useTranslation(NS);
  const weekText = useWeekText();
  return (
    <List aria-label={t('scheduling.templates.summaryLabel')}>
      {weekText(schedules).map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li>{t('scheduling.templates.othersClosed')}</li>
    </List>
  );
}
