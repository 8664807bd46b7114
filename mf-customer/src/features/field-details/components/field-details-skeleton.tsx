import { Page } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Columns, Column, GalleryShape } from '../field-details-page.styles';

/** The page's shape while the field loads, so nothing jumps when it arrives. */
export function FieldDetailsSkeleton() {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return (
    <Page>
      <SkeletonGroup label={t('fieldDetails.loading')}>
        <Skeleton width="60%" height="2.25rem" />
        <Skeleton width="40%" />
        <Columns>
          <Column>
            <GalleryShape>
              <Skeleton shape="rect" width="100%" height="100%" />
            </GalleryShape>
            <Skeleton shape="rect" height="8rem" />
            <Skeleton shape="rect" height="8rem" />
          </Column>
          <Column>
            <Skeleton shape="rect" height="14rem" />
            <Skeleton shape="rect" height="12rem" />
          </Column>
        </Columns>
      </SkeletonGroup>
    </Page>
  );
}
