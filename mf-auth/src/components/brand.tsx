import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link as RouterLink } from '@pitchside/shared-ui/router';
import { Icon } from '@pitchside/shared-ui/icons';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

const Home = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${font.sizeLg};
  font-weight: ${font.weightBold};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-flex;
  padding: ${space[1]};
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
`;

/** The product logo, linking home (sign-in pages have no top bar). */
export function Brand() {
  const { t } = useTranslation('auth');
  return (
    <Home to="/" aria-label={t('brand.home')}>
      <Mark aria-hidden="true">
        <Icon name="field" size={20} />
      </Mark>
      <span aria-hidden="true">{t('brand.name')}</span>
    </Home>
  );
}
