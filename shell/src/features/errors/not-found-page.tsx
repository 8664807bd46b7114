import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link, useNavigate } from '@pitchside/shared-ui/router';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon, HomeIcon } from '@pitchside/shared-ui/icons';
import { usePageReadyMark } from '../../hooks/page-ready';
import { Actions, Code, Screen, Text, Title } from './errors.styles';

/** Any unknown path (docs/product/routes-and-screens.md): 404 with Go Home and Go Back. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  // Mounted (hydrated, when the server rendered it): what acts on the page waits for this mark.
  usePageReadyMark();
  const navigate = useNavigate();
  return (
    <Screen aria-labelledby="not-found-title">
      <Code aria-hidden="true">{t('notFound.code')}</Code>
      <Title id="not-found-title">{t('notFound.title')}</Title>
      <Text>{t('notFound.description')}</Text>
      <Actions>
        <Button asChild startIcon={<HomeIcon size={18} />}>
          <Link to="/">{t('common.goHome')}</Link>
        </Button>
        <Button variant="outline" startIcon={<ArrowBackIcon size={18} />} onClick={() => void navigate(-1)}>
          {t('common.goBack')}
        </Button>
      </Actions>
    </Screen>
  );
}
