import type { Field } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { DetailSection } from './detail-section';
import { Bullets, Muted } from './detail-section.styles';

export function RulesSection({ rules }: Pick<Field, 'rules'>) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return (
    <DetailSection title={t('fieldDetails.rules.title')}>
      {rules.length > 0 ? (
        <Bullets>
          {rules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </Bullets>
      ) : (
        <Muted>{t('fieldDetails.rules.empty')}</Muted>
      )}
    </DetailSection>
  );
}
