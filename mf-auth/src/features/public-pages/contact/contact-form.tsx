import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { MailIcon } from '@pitchside/shared-ui/icons';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useSendContactMessageMutation } from '@pitchside/shared-api/client/platform-api';
import type { ContactMessage, ContactMessageInput } from '@pitchside/shared-api/contracts/contact';
import { CONTACT_LIMITS } from '@pitchside/shared-api/contracts/contact-constants';
import { Form, FieldRow } from '../../../components/form.styles';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useInfoTranslation } from '../page-texts';
import { CODE_KEYS, CONTACT_FIELDS, MESSAGE_KEYS } from './contact-messages';
import { Trap } from './contact.styles';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '', website: '' };

export interface ContactFormProps {
  /** The message went: the page shows its confirmation. */
  onSent: () => void;
}

/**
 * Name, e-mail, subject and message, checked by the contact contract before they go (POST /contact). A
 * field people never see (`website`) is left empty by people and filled in by robots.
 */
export function ContactForm({ onSent }: ContactFormProps) {
  const { t } = useInfoTranslation('contact');
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: lazyResolver('contact'),
    defaultValues: EMPTY,
  });
  const text = (message: string | undefined) => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS.get(message);
    return key ? t(key) : message;
  };

  async function submit(values: ContactMessage) {
    setFailure(null);
    try {
      await send(values).unwrap();
      onSent();
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      for (const issue of (isApiError(error) && error.errors) || []) {
        const field = CONTACT_FIELDS.find((name) => name === issue.field);
        if (field) setError(field, { message: issue.message });
      }
      setFailure(t(CODE_KEYS[code] ?? 'errors.failed'));
    }
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FieldRow>
        <TextField label={t('form.name')} autoComplete="name" required maxLength={CONTACT_LIMITS.name} error={text(errors.name?.message)} {...register('name')} />
        <TextField
          label={t('form.email')} type="email" autoComplete="email" inputMode="email" required hint={t('form.emailHint')}
          error={text(errors.email?.message)} {...register('email')}
        />
      </FieldRow>
      <TextField label={t('form.subject')} required maxLength={CONTACT_LIMITS.subject} error={text(errors.subject?.message)} {...register('subject')} />
      <TextArea
        label={t('form.message')} required rows={7} maxLength={CONTACT_LIMITS.message} hint={t('form.messageHint')}
        error={text(errors.message?.message)} {...register('message')}
      />
      <Trap>
        <label>
          {t('form.trap')}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </Trap>
      <div>
        <Button type="submit" size="lg" loading={isLoading} startIcon={<MailIcon size={18} />}>{t('form.submit')}</Button>
      </div>
    </Form>
  );
}
