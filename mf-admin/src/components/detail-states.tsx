import type { ReactNode } from 'react';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { AlertCircleIcon, ArrowBackIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Link } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { isApiError } from '@pitchside/shared-api/client/api-errors';

interface Loadable {
  data?: unknown;
  error?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

interface Texts {
  loading: string;
  loadError: string;
  notFoundTitle: string;
  notFoundText: string;
  back: { to: string; label: string };
}

/**
 * What a detail page shows instead of its record: skeletons while it loads, "not found" (with the way
 * back to the list) on a 404, else the failure with a retry; null once the record is there.
 */
export function detailStates(query: Loadable, texts: Texts): ReactNode {
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        icon={<AlertCircleIcon size={28} />}
        title={texts.notFoundTitle}
        description={texts.notFoundText}
        action={<Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}><Link to={texts.back.to}>{texts.back.label}</Link></Button>}
      />
    );
  }
  if (query.isError) return <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) {
    return (
      <SkeletonGroup label={texts.loading}>
        <Stack gap={4}>
          <Skeleton shape="rect" height="10rem" />
          <Skeleton shape="rect" height="10rem" />
        </Stack>
      </SkeletonGroup>
    );
  }
  return null;
}

/** The link back to a detail page's list, above its title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" startIcon={<ArrowBackIcon size={16} />}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
