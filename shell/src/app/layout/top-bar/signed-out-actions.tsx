import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/router';
import { Button } from '@pitchside/shared-ui/button';
import { LockIcon, UserIcon } from '@pitchside/shared-ui/icons';
import { WideOnly } from './top-bar.styles';

/** Login and Sign Up for visitors; on phones only their icons show (the names stay for assistive technology). */
export function SignedOutActions() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Button asChild variant="ghost" startIcon={<LockIcon size={18} />} aria-label={t('topBar.login')}>
        <Link to="/login">
          <WideOnly>{t('topBar.login')}</WideOnly>
        </Link>
      </Button>
      <Button asChild variant="primary" startIcon={<UserIcon size={18} />} aria-label={t('topBar.signUp')}>
        <Link to="/register">
          <WideOnly>{t('topBar.signUp')}</WideOnly>
        </Link>
      </Button>
    </>
  );
}
