import { useId, type ComponentType } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { Grid } from '@pitchside/shared-ui/grid';
import { CalendarIcon, SearchIcon, UserIcon, type IconProps } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';
import { DASHBOARD_NS } from '../../../locales/namespace';

const ACTIONS: readonly { key: string; to: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'findField', to: '/fields', Icon: SearchIcon },
  { key: 'bookings', to: '/bookings', Icon: CalendarIcon },
  { key: 'profile', to: '/profile', Icon: UserIcon },
];

const ActionLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.text};
  font-weight: ${font.weightSemibold};
  text-decoration: none;

  /* The whole card is the link's target area. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  svg {
    color: ${color.primaryText};
  }
`;
const Heading = styled.h2`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;
const ActionCard = styled(Card)`
  position: relative;
  p {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
  }
`;

/** Shortcuts to the places a player goes most. */
export function QuickActions() {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('dashboard.quickActions.title')}</Heading>
      <Grid as="ul" columns={3} gap={4}>
        {ACTIONS.map(({ key, to, Icon }) => (
          <ActionCard key={key} forwardedAs="li" interactive>
            <ActionLink to={to}>
              <Icon size={22} />
              {t(`dashboard.quickActions.${key}`)}
            </ActionLink>
            <p>{t(`dashboard.quickActions.${key}Text`)}</p>
          </ActionCard>
        ))}
      </Grid>
    </Stack>
  );
}
