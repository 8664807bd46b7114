import { useEffect, useEffectEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useGetCompanyFieldsQuery } from '@pitchside/shared-api/client/company-fields-api';
import { useCreatePromotionMutation, useUpdatePromotionMutation } from '@pitchside/shared-api/client/promotions-api';
import { PROMOTION_ERROR_CODES, type Promotion } from '@pitchside/shared-api/contracts/promotion';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FormGrid } from '../../../components/layout.styles';
import { NS } from '../../../locales/namespace';
import { emptyForm, FORM_INPUTS, formOf, toRequest, ZPromotionFormSchema, type PromotionFormValues } from '../lib/promotion-form';
import { usePromotionFailure, usePromotionMessage } from '../lib/promotion-texts';
import { FieldChoices } from './field-choices';

export interface PromotionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The promotion to edit; absent to create one. */
  promotion?: Promotion | undefined;
  companyId?: string | undefined;
}

/**
 * Create or edit a promotion (docs/product/validation.md#promotion-form): checked as it is typed with the
 * contract's rules; what the API refuses is shown at its input (a code already taken at the code).
 */
export function PromotionFormDialog({ open, onOpenChange, promotion, companyId }: PromotionFormDialogProps) {
  const { t } = useTranslation(NS);
  const text = usePromotionMessage();
  const failure = usePromotionFailure();
  const [create, creating] = useCreatePromotionMutation();
  const [update, updating] = useUpdatePromotionMutation();
  const fields = useGetCompanyFieldsQuery({ state: 'published', limit: 50 }, { skip: !open });
  const { register, control, handleSubmit, reset, setError, formState: { errors } } = useForm<PromotionFormValues>({
    resolver: zodResolver(ZPromotionFormSchema),
    defaultValues: promotion ? formOf(promotion) : emptyForm(),
  });
  // The form starts again when the dialog opens or another promotion is chosen.
  const startForm = useEffectEvent(() => reset(promotion ? formOf(promotion) : emptyForm()));
  const promotionId = promotion?.id;
  useEffect(() => {
    if (open) startForm();
  }, [open, promotionId]);
  const error = (name: keyof PromotionFormValues) => text(errors[name]?.message);

  const submit = async (values: PromotionFormValues) => {
    try {
      if (promotion) {
        await update({ companyId, id: promotion.id, changes: toRequest(values) }).unwrap();
        notify.success(t('promotions.toasts.saved'));
      } else {
        const created = await create({ companyId, promotion: toRequest(values) }).unwrap();
        notify.success(t('promotions.toasts.created', { code: created.code }));
      }
      onOpenChange(false);
    } catch (caught) {
      if (isApiError(caught) && caught.code === PROMOTION_ERROR_CODES.codeTaken) {
        setError('code', { message: caught.message }, { shouldFocus: true });
        return;
      }
      const named = isApiError(caught) ? (caught.errors ?? []).filter((issue) => FORM_INPUTS.some((input) => input === issue.field)) : [];
      named.forEach((issue, index) => setError(issue.field as keyof PromotionFormValues, { message: issue.message }, { shouldFocus: index === 0 }));
      if (named.length === 0) notify.error(failure(caught, 'promotions.errors.saveFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={promotion ? t('promotions.form.editTitle', { code: promotion.code }) : t('promotions.form.addTitle')}
      description={t('promotions.form.description')}
      footer={(
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>{t('promotions.form.cancel')}</Button>
          <Button type="submit" form="promotion-form" loading={creating.isLoading || updating.isLoading}>
            {promotion ? t('promotions.form.save') : t('promotions.form.create')}
          </Button>
        </>
      )}
    >
      <form id="promotion-form" noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap={5}>
          <FormGrid>
            <TextField label={t('promotions.form.code')} hint={t('promotions.form.codeHint')} required autoComplete="off" dir="ltr"
              spellCheck={false} error={error('code')} {...register('code')} />
            <TextField label={t('promotions.form.discount')} inputMode="numeric" required error={error('discountPercent')} {...register('discountPercent')} />
            <TextField label={t('promotions.form.minHours')} hint={t('promotions.form.minHoursHint')} inputMode="numeric"
              error={error('minHours')} {...register('minHours')} />
          </FormGrid>
          <FormGrid>
            <TextField label={t('promotions.form.validFrom')} type="date" required error={error('validFrom')} {...register('validFrom')} />
            <TextField label={t('promotions.form.validTo')} type="date" required error={error('validTo')} {...register('validTo')} />
          </FormGrid>
          <FormGrid>
            <TextField label={t('promotions.form.maxUses')} hint={t('promotions.form.usesHint')} inputMode="numeric"
              error={error('maxUses')} {...register('maxUses')} />
            <TextField label={t('promotions.form.maxUsesPerCustomer')} hint={t('promotions.form.usesHint')} inputMode="numeric"
              error={error('maxUsesPerCustomer')} {...register('maxUsesPerCustomer')} />
          </FormGrid>
          <Controller control={control} name="fieldIds" render={({ field }) => (
            <FieldChoices query={fields} chosen={field.value} onChange={field.onChange} error={error('fieldIds')} />
          )} />
          <Controller control={control} name="active" render={({ field }) => (
            <Switch label={t('promotions.form.active')} checked={field.value} onCheckedChange={field.onChange} />
          )} />
        </Stack>
      </form>
    </Dialog>
  );
}
