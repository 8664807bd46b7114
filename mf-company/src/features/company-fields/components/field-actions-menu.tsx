import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { DropdownMenu, DropdownMenuItem } from '@pitchside/shared-ui/dropdown-menu';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MoreVerticalIcon } from '@pitchside/shared-ui/icons';
import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { actionsFor, HIDING_ACTIONS, type FieldAction } from '../field-actions';
import { useFieldAction } from '../hooks/use-field-action';

/** The field's state actions in a menu; those that hide the field from customers ask first. */
export function FieldActionsMenu({ field }: { field: CompanyFieldSummary }) {
  const { t } = useTranslation(NS);
  const run = useFieldAction();
  const [confirming, setConfirming] = useState<FieldAction | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (action: FieldAction) => {
    if (HIDING_ACTIONS.has(action)) {
      setConfirming(action);
      return;
    }
    setBusy(true);
    await run(action, field);
    setBusy(false);
  };

  return (
    <>
      <DropdownMenu
        label={t('fields.actions.menu', { name: field.name })}
        trigger={
          <IconButton label={t('fields.actions.menu', { name: field.name })} disabled={busy} variant="outline">
            <MoreVerticalIcon />
          </IconButton>
        }
      >
        {actionsFor(field).map((action) => (
          <DropdownMenuItem key={action} tone={action === 'delete' ? 'danger' : 'default'} onSelect={() => void choose(action)}>
            {t(`fields.actions.${action}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="danger"
        title={confirming ? t(`fields.confirm.${confirming}Title`, { name: field.name }) : ''}
        description={confirming ? t(`fields.confirm.${confirming}Text`) : ''}
        confirmLabel={confirming ? t(`fields.actions.${confirming}`) : undefined}
        cancelLabel={t('fields.confirm.cancel')}
        onConfirm={async () => {
          if (confirming) await run(confirming, field);
        }}
      />
    </>
  );
}
