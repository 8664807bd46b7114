import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { RemoteRelease, RemoteVersion } from '@pitchside/shared-api/contracts/admin';
import { Facts, Muted } from '../../../components/admin.styles';
import { NS } from '../../../locales/namespace';
import { Code } from './releases.styles';

interface Props {
  remote: RemoteRelease;
  /** The contract the shell of this deployment speaks. */
  shellContract: string;
  onActivate: (version: RemoteVersion) => void;
}

/**
 * One remote: the version the shell loads and its contract, then every published version, newest first, with
 * its date, its contract and whether the shell can load it. A compatible version other than the active one
 * can be activated; an incompatible one says why, and its button stays disabled.
 */
export function RemoteCard({ remote, shellContract, onActivate }: Props) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const titleId = useId();
  const whyId = useId();
  const none = t('common.none');
  const name = t(`releases.remotes.${remote.name}`, { defaultValue: remote.name });
  const why = (version: RemoteVersion) => (version.contract === null
    ? t('releases.why.noContract')
    : t('releases.why.otherContract', { contract: version.contract, shell: shellContract }));

  const columns: TableColumn<RemoteVersion>[] = [
    { id: 'version', header: t('releases.columns.version'), rowHeader: true, card: 'title', cell: (version) => <Code>{version.version}</Code> },
    {
      id: 'state', header: t('releases.columns.state'), card: 'aside',
      cell: (version) => {
        if (version.version === remote.activeVersion) return <Badge tone="success">{t('releases.states.active')}</Badge>;
        if (!version.compatible) return <Badge tone="danger">{t('releases.states.incompatible')}</Badge>;
        return <Badge tone="neutral">{t('releases.states.compatible')}</Badge>;
      },
    },
    { id: 'published', header: t('releases.columns.published'), cell: (version) => (version.publishedAt ? format.dateTime(version.publishedAt) : t('releases.unknownDate')) },
    { id: 'contract', header: t('releases.columns.contract'), cell: (version) => (version.contract ? <Code>{version.contract}</Code> : none) },
    {
      id: 'action', header: t('releases.columns.action'), hideHeader: true,
      cell: (version) => {
        if (version.version === remote.activeVersion) return <Muted>{t('releases.inUse')}</Muted>;
        if (!version.compatible) {
          const reasonId = `${whyId}-${version.version}`;
          return (
            <Stack gap={1}>
              <div>
                <Button variant="outline" size="sm" disabled aria-describedby={reasonId}>
                  {t('releases.activate.action')}<VisuallyHidden> {version.version}</VisuallyHidden>
                </Button>
              </div>
              <Muted id={reasonId}>{why(version)}</Muted>
            </Stack>
          );
        }
        return (
          <Button variant="outline" size="sm" onClick={() => onActivate(version)}>
            {t('releases.activate.action')}<VisuallyHidden> {version.version}</VisuallyHidden>
          </Button>
        );
      },
    },
  ];

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={name} description={name === remote.name ? undefined : <Code>{remote.name}</Code>} />
      <Stack gap={4}>
        <Facts>
          <dt>{t('releases.activeVersion')}</dt>
          <dd>{remote.activeVersion ? <Code>{remote.activeVersion}</Code> : t('releases.noActive')}</dd>
          <dt>{t('releases.activeContract')}</dt>
          <dd>{remote.activeContract ? <Code>{remote.activeContract}</Code> : none}</dd>
        </Facts>
        <Table caption={t('releases.versionsOf', { name })} hideCaption columns={columns} rows={remote.versions} rowKey={(version) => version.version}
          density="compact" empty={t('releases.noVersions')} />
      </Stack>
    </Card>
  );
}
