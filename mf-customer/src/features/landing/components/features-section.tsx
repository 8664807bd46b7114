import { useId, type ComponentType } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Grid } from '@pitchside/shared-ui/grid';
import { CalendarIcon, CreditCardIcon, MapPinIcon, SearchIcon, type IconProps } from '@pitchside/shared-ui/icons';
import { NS } from '../../../locales/namespace';
import { FeatureCard, FeatureIcon } from './features-section.styles';
import { Band, Inner, SectionHeading } from './section.styles';

/** The four promises of the landing page (docs/product/README.md), in order. */
const FEATURES: readonly { key: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'discovery', Icon: SearchIcon },
  { key: 'scheduling', Icon: CalendarIcon },
  { key: 'payments', Icon: CreditCardIcon },
  { key: 'location', Icon: MapPinIcon },
];

export function FeaturesSection() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Inner>
        <SectionHeading>
          <h2 id={headingId}>{t('landing.features.title')}</h2>
          <p>{t('landing.features.subtitle')}</p>
        </SectionHeading>
        <Grid as="ul" columns={4} gap={6}>
          {FEATURES.map(({ key, Icon }) => (
            <FeatureCard key={key}>
              <FeatureIcon>
                <Icon size={24} />
              </FeatureIcon>
              <h3>{t(`landing.features.${key}.title`)}</h3>
              <p>{t(`landing.features.${key}.text`)}</p>
            </FeatureCard>
          ))}
        </Grid>
      </Inner>
    </Band>
  );
}
