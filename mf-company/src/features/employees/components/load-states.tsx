import type { ReactNode } from 'react';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';

/** What the cards of the employee page need of a query to show its waiting and failure. */
interface Loadable {
  isLoading: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * The skeleton while `query` first loads, or its load error with a retry; null once it has data.
 * `loading` names what loads, `failed` says what failed (both translated).
 */
export function loadStates(query: Loadable, loading: string, failed: string, height = '8rem'): ReactNode {
  if (query.isLoading) return <SkeletonGroup label={loading}><Skeleton shape="rect" height={height} /></SkeletonGroup>;
  if (query.isError || query.data === undefined) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  return null;
}
