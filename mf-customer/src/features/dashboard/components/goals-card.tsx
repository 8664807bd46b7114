import { useId } from 'react';
import type { Goals } from '@pitchside/shared-api/contracts/customer-home';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font } from '@pitchside/shared-ui/tokens';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { GoalRing } from './goal-ring';
import { GoalsDialog } from './goals-dialog';

const Rule = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;

/** This month's goals as progress rings, and the dialog that sets them. */
export function GoalsCard({ goals }: { goals: Goals }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader title={t('dashboard.goals.title')} titleId={headingId} action={<GoalsDialog goals={goals} />} />
      <Stack direction="row" gap={6} justify="center" wrap>
        <GoalRing name={t('dashboard.goals.games')} done={goals.progress.games} goal={goals.gamesPerMonth} />
        <GoalRing name={t('dashboard.goals.hours')} done={goals.progress.hours} goal={goals.hoursPerMonth} />
      </Stack>
      <Rule>{t('dashboard.goals.rule')}</Rule>
    </Card>
  );
}
