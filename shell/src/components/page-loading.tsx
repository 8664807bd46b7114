import { useTranslation } from '@pitchside/shared-ui/translation';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';

const Page = styled(SkeletonGroup)`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

/** The placeholder of a page that is loading (a remote, or a lazy shell page): `role="status"`, labelled. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <Page label={t('common.loading')}>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="70%" />
      <Skeleton shape="rect" height="12rem" />
      <Skeleton width="55%" />
    </Page>
  );
}
