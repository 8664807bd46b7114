import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { useDeletePricingRuleMutation, useGetPricingRulesQuery } from '@pitchside/shared-api/client/company-fields-api';
import { NS } from '../../../locales/namespace';
import { byPriority } from '../lib/rule-form';
import { useFailure } from '../lib/use-field-messages';
import { ListSkeleton } from './list-skeleton';
import { RowList, Toolbar, ToolbarText } from './list.styles';
import { RuleDialog } from './rule-dialog';
import { RuleRow } from './rule-row';

/** Tab "Pricing rules": highest priority first, since it wins where rules overlap. */
export function PricingRulesTab({ fieldId }: { fieldId: string }) {
  const { t } = useTranslation(NS);
  const rules = useGetPricingRulesQuery(fieldId);
  const [deleteRule] = useDeletePricingRuleMutation();
  const [editing, setEditing] = useState<PricingRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PricingRule | null>(null);
  const describe = useFailure();

  if (rules.isLoading) return <ListSkeleton label={t('scheduling.rules.loading')} rows={3} />;
  if (rules.isError || !rules.data) {
    return <LoadError message={t('scheduling.rules.loadError')} onRetry={() => void rules.refetch()} />;
  }

  const remove = async (rule: PricingRule) => {
    try {
      await deleteRule({ fieldId, ruleId: rule.id }).unwrap();
      notify.success(t('scheduling.rules.deleted', { name: rule.name }));
    } catch (error) {
      notify.error(describe(error, 'scheduling.rules.deleteFailed').toast);
      throw error;
    }
  };

  const add = (
    <Button startIcon={<PlusIcon size={18} />} onClick={() => setEditing('new')}>
      {t('scheduling.rules.add')}
    </Button>
  );

  return (
    <Stack gap={4}>
      <Toolbar>
        <ToolbarText>{t('scheduling.rules.intro')}</ToolbarText>
        {rules.data.length > 0 && add}
      </Toolbar>
      {rules.data.length === 0 ? (
        <EmptyState
          icon={<CreditCardIcon size={28} />}
          title={t('scheduling.empty.pricingTitle')}
          description={t('scheduling.empty.pricingText')}
          action={add}
          headingLevel={3}
        />
      ) : (
        <RowList aria-label={t('scheduling.rules.listLabel')}>
          {byPriority(rules.data).map((rule) => (
            <RuleRow key={rule.id} rule={rule} onEdit={() => setEditing(rule)} onDelete={() => setDeleting(rule)} />
          ))}
        </RowList>
      )}
      {editing && <RuleDialog fieldId={fieldId} rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          tone="danger"
          title={t('scheduling.rules.deleteTitle', { name: deleting.name })}
          description={t('scheduling.rules.deleteText')}
          confirmLabel={t('scheduling.actions.delete')}
          cancelLabel={t('scheduling.actions.cancel')}
          onConfirm={() => remove(deleting)}
        />
      )}
    </Stack>
  );
}
