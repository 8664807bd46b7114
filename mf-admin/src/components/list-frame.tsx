import type { ReactNode } from 'react';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';

export interface ListFrameProps extends LoadState {
  title: string;
  description: string;
  /** Search box and filters above the list. */
  controls?: ReactNode;
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  /** The documented failure text for this list. */
  errorMessage: string;
}

/** An admin page whose list has no API yet: title, controls, and the honest empty (or error) state. */
export function ListFrame({ title, description, controls, empty, errorMessage, failed, onRetry }: ListFrameProps) {
  return (
    <Page>
      <PageHeader title={title} description={description} />
      {controls}
      {failed && onRetry ? (
        <LoadError message={errorMessage} onRetry={onRetry} />
      ) : (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />
      )}
    </Page>
  );
}
