import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { NS } from '../../../locales/namespace';
import { Actions, Art, Copy, Eyebrow, Headline, HeroBand, HeroInner, Subline } from './hero.styles';
import { PitchIllustration } from './pitch-illustration';

/** The front door: the promise, and the two ways in (players and facility operators). */
export function Hero() {
  const { t } = useTranslation(NS);
  return (
    <HeroBand>
      <HeroInner>
        <Copy>
          <Eyebrow>{t('landing.hero.eyebrow')}</Eyebrow>
          <Headline>{t('landing.hero.title')}</Headline>
          <Subline>{t('landing.hero.subtitle')}</Subline>
          <Actions>
            <Button asChild size="lg" startIcon={<SearchIcon size={18} />}>
              <Link to="/fields">{t('landing.hero.findField')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/register">{t('landing.hero.listFacility')}</Link>
            </Button>
          </Actions>
        </Copy>
        <Art>
          <PitchIllustration />
        </Art>
      </HeroInner>
    </HeroBand>
  );
}
