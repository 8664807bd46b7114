import type { Field } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { fieldArea } from '../lib/field-dimensions';
import { DetailSection } from './detail-section';
import { Facts, Muted } from './detail-section.styles';

export function DimensionsSection({ length, width }: Pick<Field, 'length' | 'width'>) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const area = fieldArea(length, width);
  const number = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  const meters = (value: number) => t('fieldDetails.dimensions.meters', { value: number(value) });
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
              <dd>{t('fieldDetails.dimensions.lengthByWidth', { length: number(length), width: number(width) })}</dd>
              <dt>{t('fieldDetails.dimensions.area')}</dt>
              <dd>{t('fieldDetails.dimensions.squareMeters', { value: number(area) })}</dd>
            </>
          )}
        </Facts>
      )}
    </DetailSection>
  );
}
