import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { FIELDS_NS } from '../../../locales/namespace';
import { CardGrid } from './fields-results.styles';
import { Body, Photo } from './field-card.styles';

const PLACEHOLDERS = 6;

/** Cards of the same shape as the results, while the first answer is on its way. */
export function ResultsSkeleton() {
  const { t } = useTranslation(FIELDS_NS);
  return (
    <SkeletonGroup label={t('fields.loading')}>
      <CardGrid as="div">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <Card key={index} padding="none">
            <Photo />
            <Body>
              <Skeleton width="70%" height="1.25rem" />
              <Skeleton width="40%" />
              <Skeleton width="90%" />
            </Body>
          </Card>
        ))}
      </CardGrid>
    </SkeletonGroup>
  );
}
