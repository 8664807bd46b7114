import type { Promotion, PromotionStatus } from '@pitchside/shared-api/contracts/promotion';
import { Badge, type BadgeTone } from '@pitchside/shared-ui/badge';
import { DropdownMenu, DropdownMenuItem } from '@pitchside/shared-ui/dropdown-menu';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MoreVerticalIcon } from '@pitchside/shared-ui/icons';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { NS } from '../../../locales/namespace';

export type PromotionAction = 'edit' | 'activate' | 'deactivate' | 'announce' | 'delete';

const STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  active: 'success', scheduled: 'info', expired: 'neutral', used_up: 'warning', inactive: 'neutral',
};

/** The company's promotions: code, discount, minimum, validity, uses, fields and status, with each one's actions. */
export function PromotionTable({ promotions, onAction }: { promotions: readonly Promotion[]; onAction: (promotion: Promotion, action: PromotionAction) => void }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const columns: TableColumn<Promotion>[] = [
    { id: 'code', header: t('promotions.table.code'), rowHeader: true, card: 'title', cell: (p) => <strong dir="ltr">{p.code}</strong> },
    { id: 'discount', header: t('promotions.table.discount'), align: 'end', cell: (p) => format.percent(p.discountPercent / 100) },
    {
      id: 'minHours', header: t('promotions.table.minHours'),
      cell: (p) => (p.minHours > 0 ? format.duration(p.minHours * 60) : t('promotions.table.noMinimum')),
    },
    {
      id: 'validity', header: t('promotions.table.validity'),
      // The stored end is the first instant it no longer applies: the last day is the one before.
      cell: (p) => format.dateRange(p.validFrom, Date.parse(p.validTo) - 1, { style: 'medium' }),
    },
    {
      id: 'uses', header: t('promotions.table.uses'),
      cell: (p) => (
        <>
          {p.maxUses === null ? t('promotions.table.usesNoLimit', { uses: p.uses }) : t('promotions.table.usesOfMax', { uses: p.uses, max: p.maxUses })}
          {p.maxUsesPerCustomer !== null && <><br />{t('promotions.table.perCustomer', { count: p.maxUsesPerCustomer })}</>}
        </>
      ),
    },
    {
      id: 'fields', header: t('promotions.table.fields'),
      cell: (p) => (p.fields.length === 0 ? t('promotions.table.allFields') : p.fields.map((field) => field.name).join(', ')),
    },
    {
      id: 'status', header: t('promotions.table.status'), card: 'aside',
      cell: (p) => <Badge tone={STATUS_TONES[p.status]}>{t(`promotions.statuses.${p.status}`)}</Badge>,
    },
    {
      id: 'actions', header: t('promotions.table.actions'), hideHeader: true, align: 'end',
      cell: (p) => (
        <DropdownMenu trigger={<IconButton label={t('promotions.table.actionsFor', { code: p.code })}><MoreVerticalIcon /></IconButton>}>
          <DropdownMenuItem onSelect={() => onAction(p, 'edit')}>{t('promotions.actions.edit')}</DropdownMenuItem>
          {p.active
            ? <DropdownMenuItem onSelect={() => onAction(p, 'deactivate')}>{t('promotions.actions.deactivate')}</DropdownMenuItem>
            : <DropdownMenuItem onSelect={() => onAction(p, 'activate')}>{t('promotions.actions.activate')}</DropdownMenuItem>}
          <DropdownMenuItem onSelect={() => onAction(p, 'announce')}>{t('promotions.actions.announce')}</DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => onAction(p, 'delete')}>{t('promotions.actions.delete')}</DropdownMenuItem>
        </DropdownMenu>
      ),
    },
  ];
  return <Table caption={t('promotions.table.caption')} hideCaption columns={columns} rows={promotions} rowKey={(p) => p.id} />;
}
