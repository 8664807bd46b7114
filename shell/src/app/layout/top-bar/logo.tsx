import { useTranslation } from '@pitchside/shared-ui/translation';
import { FieldIcon } from '@pitchside/shared-ui/icons';
import { LogoLink, LogoMark, WideOnly } from './top-bar.styles';

/** The brand: mark and name, leading to the dashboard when signed in, else home. */
export function Logo({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <LogoLink to={signedIn ? '/dashboard' : '/'} aria-label={t('brand.home')}>
      <LogoMark aria-hidden="true">
        <FieldIcon size={20} />
      </LogoMark>
      <WideOnly>{t('brand.name')}</WideOnly>
    </LogoLink>
  );
}
