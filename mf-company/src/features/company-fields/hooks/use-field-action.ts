import { useTranslation } from '@pitchside/shared-ui/translation';
import { notify } from '@pitchside/shared-ui/toaster';
import { useChangeFieldStateMutation, useDeleteFieldMutation, useSetFieldStatusMutation } from '@pitchside/shared-api/client/company-fields-api';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';
import { fieldMessage } from '../../../lib/field-messages';
import { useMessageText } from '../../../lib/use-message-text';
import { NS } from '../../../locales/namespace';
import type { FieldAction } from '../field-actions';

/**
 * Runs a list action (PATCH status, POST publish|unpublish|archive|restore, DELETE) and tells how it
 * went: a success toast, or the failure of docs/product/messages.md text with the API's reason when it gives a known one.
 */
export function useFieldAction() {
  const { t } = useTranslation(NS);
  const text = useMessageText();
  const [setStatus] = useSetFieldStatusMutation();
  const [changeState] = useChangeFieldStateMutation();
  const [remove] = useDeleteFieldMutation();

  return async (action: FieldAction, field: CompanyFieldSummary): Promise<void> => {
    const fieldId = field.id;
    try {
      if (action === 'activate' || action === 'deactivate') await setStatus({ fieldId, status: action === 'activate' ? 'active' : 'inactive' }).unwrap();
      else if (action === 'delete') await remove(fieldId).unwrap();
      else await changeState({ fieldId, action }).unwrap();
      notify.success(t(`fields.toast.${action}`, { name: field.name }));
    } catch (error) {
      const failure = t(action === 'delete' ? 'fields.toast.deleteFailed' : 'fields.toast.statusFailed');
      const reason = isApiError(error) ? fieldMessage(error.message) : undefined;
      notify.error(reason && 'key' in reason ? t('fields.toast.failedBecause', { failure, reason: text(reason) }) : failure);
    }
  };
}
