import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { formatDateRange } from '@pitchside/shared-ui/format';
import { CalendarIcon, PlusIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import type { Block } from '@pitchside/shared-api/contracts/field';
import { useDeleteFieldBlockMutation, useGetFieldBlocksQuery } from '@pitchside/shared-api/client/company-fields-api';
import { NS } from '../../../locales/namespace';
import { STATUS_TONES } from '../lib/status-tones';
import { useFailure } from '../lib/use-field-messages';
import { BlockDialog } from './block-dialog';
import { ListSkeleton } from './list-skeleton';
import { Row, RowDetail, RowList, RowText, RowTitle, Toolbar, ToolbarText } from './list.styles';

/** Tab "Blocked times": upcoming blocks, shown on the field's wall clock, with add and delete. */
export function BlocksTab({ fieldId, timeZone }: { fieldId: string; timeZone: string }) {
  const { t, i18n } = useTranslation(NS);
  const blocks = useGetFieldBlocksQuery(fieldId);
  const [deleteBlock] = useDeleteFieldBlockMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const describe = useFailure();

  if (blocks.isLoading) return <ListSkeleton label={t('scheduling.blocks.loading')} rows={3} />;
  if (blocks.isError || !blocks.data) {
    return <LoadError message={t('scheduling.blocks.loadError')} onRetry={() => void blocks.refetch()} />;
  }
  const now = Date.now();
  const upcoming = blocks.data.filter((block) => Date.parse(block.end) > now).sort((a, b) => a.start.localeCompare(b.start));
  const when = (block: Block) => formatDateRange(block.start, block.end, i18n.language, { timeZone, withTime: true });

  const remove = async (block: Block) => {
    try {
      await deleteBlock({ fieldId, blockId: block.id }).unwrap();
      notify.success(t('scheduling.blocks.deleted'));
    } catch (error) {
      notify.error(describe(error, 'scheduling.blocks.deleteFailed').toast);
      throw error;
    }
  };

  const add = (
    <Button startIcon={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
      {t('scheduling.blocks.add')}
    </Button>
  );

  return (
    <Stack gap={4}>
      <Toolbar>
        <ToolbarText>{t('scheduling.blocks.intro', { zone: timeZone })}</ToolbarText>
        {upcoming.length > 0 && add}
      </Toolbar>
      {upcoming.length === 0 ? (
        <EmptyState icon={<CalendarIcon size={28} />} title={t('scheduling.blocks.emptyTitle')}
          description={t('scheduling.blocks.emptyText')} action={add} headingLevel={3} />
      ) : (
        <RowList aria-label={t('scheduling.blocks.listLabel')}>
          {upcoming.map((block) => (
            <Row key={block.id}>
              <RowText>
                <RowTitle>
                  <Badge tone={STATUS_TONES[block.type]}>{t(`scheduling.status.${block.type}`)}</Badge>
                  {when(block)}
                </RowTitle>
                {block.note && <RowDetail>{block.note}</RowDetail>}
              </RowText>
              <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />} onClick={() => setDeleting(block)}
                aria-label={t('scheduling.blocks.deleteBlock', { when: when(block) })}>
                {t('scheduling.actions.delete')}
              </Button>
            </Row>
          ))}
        </RowList>
      )}
      {adding && <BlockDialog fieldId={fieldId} timeZone={timeZone} onClose={() => setAdding(false)} />}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          tone="danger"
          title={t('scheduling.blocks.deleteTitle')}
          description={t('scheduling.blocks.deleteText', { when: when(deleting) })}
          confirmLabel={t('scheduling.actions.delete')}
          cancelLabel={t('scheduling.actions.cancel')}
          onConfirm={() => remove(deleting)}
        />
      )}
    </Stack>
  );
}
