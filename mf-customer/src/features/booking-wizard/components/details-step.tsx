import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon, ChevronEndIcon } from '@pitchside/shared-ui/icons';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { useDetailsErrorText } from '../hooks/use-details-error-text';
import type { ServerText } from '../hooks/use-server-text';
import { detailsSchema } from '../lib/details-schema';
import type { DetailsRefusal, DetailsValues } from '../lib/wizard-state';
import { Actions, Fieldset, Form, Legend } from './step.styles';
import { FieldRow } from './details-step.styles';

export interface DetailsStepProps {
  capacity: number;
  defaults: DetailsValues;
  text: ServerText;
  /** While the hold is being made. */
  busy: boolean;
  /** Going back keeps what was typed. */
  onBack: (values: DetailsValues) => void;
  /** Makes the hold; answers what to show when it was refused here. */
  onSubmit: (values: DetailsValues) => Promise<DetailsRefusal | null>;
}

const FIELDS: readonly string[] = ['fullName', 'email', 'phone', 'notes', 'groupName', 'groupSize', 'contactPerson'];
const isDetailsField = (name: string): name is keyof DetailsValues => FIELDS.includes(name);
/** An empty group size is no group size; anything else is checked as a number. */
const toGroupSize = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/** Step 3: who books, and for which group. Continuing holds the time (the next step is payment). */
export function DetailsStep({ capacity, defaults, text, busy, onBack, onSubmit }: DetailsStepProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const schema = useMemo(() => detailsSchema(capacity), [capacity]);
  const { register, handleSubmit, getValues, setError, formState: { errors } } = useForm<DetailsValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const errorText = useDetailsErrorText(capacity, text);
  const error = (name: keyof DetailsValues) => errorText(name, errors[name]);
  const optional = (key: string) => t('booking.details.optional', { label: t(key) });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    const refused = await onSubmit(values);
    if (!refused) return;
    const named = refused.fields.filter((issue) => isDetailsField(issue.field));
    named.forEach(({ field, message }, i) => isDetailsField(field) && setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
    if (named.length === 0) setRefusal(refused.message);
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Fieldset>
        <Legend>{t('booking.details.contact')}</Legend>
        <TextField label={t('booking.details.fullName')} autoComplete="name" required error={error('fullName')} {...register('fullName')} />
        <FieldRow>
          <TextField label={t('booking.details.email')} type="email" inputMode="email" autoComplete="email" required error={error('email')} {...register('email')} />
          <TextField label={t('booking.details.phone')} type="tel" autoComplete="tel" required error={error('phone')} {...register('phone')} />
        </FieldRow>
      </Fieldset>
      <Fieldset>
        <Legend>{t('booking.details.group')}</Legend>
        <FieldRow>
          <TextField label={optional('booking.details.groupName')} autoComplete="off" error={error('groupName')} {...register('groupName')} />
          <TextField
            label={optional('booking.details.groupSize')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('booking.details.groupSizeHint', { capacity })}
            error={error('groupSize')}
            {...register('groupSize', { setValueAs: toGroupSize })}
          />
        </FieldRow>
        <TextField label={optional('booking.details.contactPerson')} autoComplete="off" error={error('contactPerson')} {...register('contactPerson')} />
      </Fieldset>
      <TextArea label={optional('booking.details.notes')} hint={t('booking.details.notesHint')} error={error('notes')} {...register('notes')} />
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Actions>
        <Button variant="outline" startIcon={<ArrowBackIcon size={18} />} onClick={() => onBack(getValues())}>
          {t('booking.actions.back')}
        </Button>
        <Button type="submit" loading={busy} endIcon={<ChevronEndIcon size={18} />}>
          {t('booking.actions.toPayment')}
        </Button>
      </Actions>
    </Form>
  );
}
