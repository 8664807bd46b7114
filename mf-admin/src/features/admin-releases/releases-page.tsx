import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { UploadIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useActivateRemoteMutation, useGetRemoteReleasesQuery } from '@pitchside/shared-api/client/admin-api';
import { RELEASE_ERROR_CODES, RELEASE_MESSAGES, type RemoteRelease, type RemoteVersion } from '@pitchside/shared-api/contracts/admin';
import { CardGrid, Muted } from '../../components/admin.styles';
import { useAdminText } from '../../lib/use-admin-text';
import { NS } from '../../locales/namespace';
import { RemoteCard } from './components/remote-card';

interface Choice {
  remote: RemoteRelease;
  version: RemoteVersion;
}

/** The two contracts of the API's "speaks contract X; the shell speaks Y", to say it in the reader's language. */
const INCOMPATIBLE = /contract (\S+); the shell speaks (\S+)$/;

/**
 * `/admin/releases` (GET /admin/remotes): each remote's active version and every published one. Activating a
 * compatible version (POST /admin/remotes/:name/activate) asks first, naming the change; the next page load
 * uses it. A refusal (404: no such remote or version; 409: incompatible, or already active) is said, and the
 * list is read again.
 */
export function ReleasesPage() {
  const { t } = useTranslation(NS);
  const { failure } = useAdminText();
  const releases = useGetRemoteReleasesQuery();
  const [activate] = useActivateRemoteMutation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const data = releases.data;
  const remoteName = (name: string) => t(`releases.remotes.${name}`, { defaultValue: name });

  /** Why the API refused, in the reader's language (the incompatible contracts named). */
  const refusal = (error: unknown): string => {
    if (isApiError(error) && error.code === RELEASE_ERROR_CODES.incompatible && error.message !== RELEASE_MESSAGES.unknownContract) {
      const [, contract, shell] = INCOMPATIBLE.exec(error.message) ?? [];
      if (contract && shell) return t('releases.why.otherContract', { contract, shell });
    }
    return failure(error, 'releases.activate.failed');
  };

  const confirm = async () => {
    if (!choice) return;
    const { remote, version } = choice;
    try {
      await activate({ name: remote.name, version: version.version }).unwrap();
      notify.success(t('releases.activate.done', { name: remote.name, version: version.version }));
    } catch (error) {
      notify.error(refusal(error));
      // A refusal (404, 409) no longer applies to what is shown: the dialog closes and the list is read again.
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        void releases.refetch();
        return;
      }
      throw error;
    }
  };

  let body;
  if (releases.isError && !data) body = <LoadError message={t('releases.loadError')} onRetry={() => void releases.refetch()} />;
  else if (!data) {
    body = (
      <SkeletonGroup label={t('releases.loading')}>
        <CardGrid>{[0, 1, 2].map((key) => <Skeleton key={key} shape="rect" height="14rem" />)}</CardGrid>
      </SkeletonGroup>
    );
  } else if (data.remotes.length === 0) {
    body = <EmptyState icon={<UploadIcon size={28} />} title={t('releases.emptyTitle')} description={t('releases.emptyText')} />;
  } else {
    body = (
      <Stack gap={4}>
        <Muted>{t('releases.shellContract', { contract: data.shellContract })}</Muted>
        <Stack gap={4}>
          {data.remotes.map((remote) => (
            <RemoteCard key={remote.name} remote={remote} shellContract={data.shellContract} onActivate={(version) => setChoice({ remote, version })} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Page>
      <PageHeader title={t('releases.title')} description={t('releases.subtitle')} />
      {body}
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => { if (!open) setChoice(null); }}
        title={choice ? t('releases.activate.title', { name: remoteName(choice.remote.name), version: choice.version.version }) : ''}
        description={choice ? (
          <>
            <span dir="ltr">{t('releases.activate.change', {
              name: choice.remote.name, from: choice.remote.activeVersion ?? t('releases.noActive'), to: choice.version.version,
            })}</span>{' '}
            {t('releases.activate.text')}
          </>
        ) : ''}
        confirmLabel={t('releases.activate.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
      />
    </Page>
  );
}
