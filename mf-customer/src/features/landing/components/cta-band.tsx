import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Link } from '@pitchside/shared-ui/router';
import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';
import { NS } from '../../../locales/namespace';
import { Band, Inner, SectionHeading } from './section.styles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`;

/** Closing call to action: create an account or sign in. */
export function CtaBand() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Band $tone="brand" aria-labelledby={headingId}>
      <Inner>
        <SectionHeading>
          <h2 id={headingId}>{t('landing.cta.title')}</h2>
          <p>{t('landing.cta.text')}</p>
        </SectionHeading>
        <Actions>
          <Button asChild size="lg">
            <Link to="/register">{t('landing.cta.register')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">{t('landing.cta.login')}</Link>
          </Button>
        </Actions>
      </Inner>
    </Band>
  );
}
