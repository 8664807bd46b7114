import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Row, RowList, RowText } from './list.styles';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <SkeletonGroup label={label}>
      <RowList as="div">
        {Array.from({ length: rows }, (_, index) => (
          <Row as="div" key={index}>
            <RowText>
              <Skeleton width="8rem" />
              <Skeleton width="14rem" />
            </RowText>
            <Skeleton shape="rect" width="5rem" height="2rem" />
          </Row>
        ))}
      </RowList>
    </SkeletonGroup>
  );
}
