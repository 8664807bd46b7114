import type { Field } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELDS_NS } from '../../../locales/namespace';
import { useFormatters } from '../hooks/use-formatters';
import { fieldArea } from '../lib/field-dimensions';
import { DetailSection } from './detail-section';
import { Facts, Muted } from './detail-section.styles';

export function DimensionsSection({ length, width }: Pick<Field, 'length' | 'width'>) {
  const { t } = useTranslation(FIELDS_NS);
  const format = useFormatters();
  const area = fieldArea(length, width);
  const meters = (value: number) => t('fieldDetails.dimensions.meters', { value: format.number(value) });
  return (
    <DetailSection title={t('fieldDetails.dimensions.title')}>
      {length === null && width === null ? (
        <Muted>{t('fieldDetails.dimensions.empty')}</Muted>
      ) : (
        <Facts>
          <dt>{t('fieldDetails.dimensions.length')}</dt>
          <dd>{length === null ? t('fieldDetails.notGiven') : meters(length)}</dd>
          <dt>{t('fieldDetails.dimensions.width')}</dt>
          <dd>{width === null ? t('fieldDetails.notGiven') : meters(width)}</dd>
          {length !== null && width !== null && area !== null && (
            <>
              <dt>{t('fieldDetails.dimensions.size')}</dt>
              <dd>{t('fieldDetails.dimensions.lengthByWidth', { length: format.number(length), width: format.number(width) })}</dd>
              <dt>{t('fieldDetails.dimensions.area')}</dt>
              <dd>{t('fieldDetails.dimensions.squareMeters', { value: format.number(area) })}</dd>
            </>
          )}
        </Facts>
      )}
    </DetailSection>
  );
}
