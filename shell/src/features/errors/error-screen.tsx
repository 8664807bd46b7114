import { Button } from '@pitchside/shared-ui/button';
import { HomeIcon, RefreshIcon } from '@pitchside/shared-ui/icons';
import { useSafeTranslation } from './safe-translation';
import { Actions, Details, Screen, Text, Title } from './errors.styles';

const SUPPORT_EMAIL = 'support@pitchside.example';
/** Stands for the e-mail address in the support sentence, which is then split around the link. */
const EMAIL_SLOT = '\u0000';

export interface ErrorScreenProps {
  error: Error;
  /** Reloads the page (default `window.location.reload`). */
  onReload?: () => void;
}

/**
 * Shown when rendering crashed (docs/product/routes-and-screens.md): what happened, the details, Refresh Page, Go Home (a full
 * navigation: the router may be what broke) and the support contact. Works without i18n.
 */
export function ErrorScreen({ error, onReload = () => window.location.reload() }: ErrorScreenProps) {
  const tr = useSafeTranslation();
  const email = tr('footer.email', SUPPORT_EMAIL);
  const [before = '', after = ''] = tr('errorScreen.support', 'If the problem persists, contact support at {{email}}.', {
    email: EMAIL_SLOT,
  }).split(EMAIL_SLOT);
  return (
    <Screen $full aria-labelledby="error-screen-title">
      <Title id="error-screen-title">{tr('errorScreen.title', 'Oops! Something went wrong')}</Title>
      <Text>
        {tr('errorScreen.description', 'An unexpected error stopped this page. You can reload it or go back to the home page.')}
      </Text>
      <Details>
        <summary>{tr('errorScreen.details', 'Error details')}</summary>
        <pre>{error.message || error.name}</pre>
      </Details>
      <Actions>
        <Button startIcon={<RefreshIcon size={18} />} onClick={onReload}>
          {tr('errorScreen.refresh', 'Refresh Page')}
        </Button>
        <Button asChild variant="outline" startIcon={<HomeIcon size={18} />}>
          <a href="/">{tr('errorScreen.home', 'Go Home')}</a>
        </Button>
      </Actions>
      <Text>
        {before}
        <a href={`mailto:${email}`}>{email}</a>
        {after}
      </Text>
    </Screen>
  );
}
