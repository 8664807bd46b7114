import type { Field } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { DetailSection } from './detail-section';
import { Muted, Paragraphs } from './detail-section.styles';

export function AboutSection({ description }: Pick<Field, 'description'>) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return (
    <DetailSection title={t('fieldDetails.about.title')}>
      {description.trim() ? <Paragraphs>{description}</Paragraphs> : <Muted>{t('fieldDetails.about.empty')}</Muted>}
    </DetailSection>
  );
}
