import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Grid } from '@pitchside/shared-ui/grid';
import { NS } from '../../../locales/namespace';
import { Band, Inner, SectionHeading } from './section.styles';
import { Quote } from './testimonials-section.styles';

const TESTIMONIALS = ['captain', 'manager', 'coach'] as const;

/** Three short quotes, attributed to roles (marketing copy, translated like every other text). */
export function TestimonialsSection() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Inner>
        <SectionHeading>
          <h2 id={headingId}>{t('landing.testimonials.title')}</h2>
        </SectionHeading>
        <Grid as="ul" columns={3} gap={6}>
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <Quote>
                <blockquote>
                  <p>{t(`landing.testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption>{t(`landing.testimonials.${key}.role`)}</figcaption>
              </Quote>
            </li>
          ))}
        </Grid>
      </Inner>
    </Band>
  );
}
