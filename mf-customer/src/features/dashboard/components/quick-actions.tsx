import { useId, type ComponentType } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { Grid } from '@pitchside/shared-ui/grid';
import { CalendarIcon, DownloadIcon, SearchIcon, UserIcon, type IconProps } from '@pitchside/shared-ui/icons';
import { requestInstall, useInstallAvailable } from '@pitchside/shared-api/client/app-install';
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

const actionLook = `
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
const ActionLink = styled(Link)`
  ${actionLook}
`;
const ActionButton = styled.button`
  ${actionLook}
  font: inherit;
  font-weight: ${font.weightSemibold};
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  text-align: start;
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

/** Shortcuts to the places a player goes most, and installing the app while the browser offers it. */
export function QuickActions() {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  const installable = useInstallAvailable();
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
        {installable && (
          <ActionCard forwardedAs="li" interactive>
            <ActionButton type="button" onClick={() => void requestInstall()}>
              <DownloadIcon size={22} />
              {t('dashboard.quickActions.install')}
            </ActionButton>
            <p>{t('dashboard.quickActions.installText')}</p>
          </ActionCard>
        )}
      </Grid>
    </Stack>
  );
}
