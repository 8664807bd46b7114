import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { FieldMessages } from '@pitchside/shared-ui/field';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useSaveWebhookMutation } from '@pitchside/shared-api/client/company-integrations-api';
import {
  INTEGRATION_MESSAGES as M, WEBHOOK_EVENTS, ZWebhookInputSchema, type Webhook, type WebhookEvent,
} from '@pitchside/shared-api/contracts/company-integrations';
import { NS } from '../../../locales/namespace';
import { useFailureText } from '../hooks/use-failure-text';
import { Actions, Choices, Form } from './integrations.styles';

interface Errors { url?: string; events?: string }

/** The contract's and the API's words, in the reader's language. */
const ERROR_KEYS: Record<string, string> = {
  [M.url]: 'integrations.errors.url', [M.events]: 'integrations.errors.events', [M.privateAddress]: 'integrations.errors.privateAddress',
};

export interface WebhookFormProps {
  webhook: Webhook | null;
  companyId?: string;
  /** A new webhook's signing secret, shown once. */
  onSecret: (secret: string) => void;
}

/** The webhook's address, events and state. The contract checks the inputs; the API's words are shown at them. */
export function WebhookForm({ webhook, companyId, onSecret }: WebhookFormProps) {
  const { t } = useTranslation(NS);
  const failureText = useFailureText();
  const [save, { isLoading }] = useSaveWebhookMutation();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? [...WEBHOOK_EVENTS]);
  const [isActive, setActive] = useState(webhook?.isActive ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const eventsErrorId = useId();
  const text = (message: string) => (ERROR_KEYS[message] ? t(ERROR_KEYS[message]) : message);

  const toggle = (event: WebhookEvent, on: boolean) => {
    setEvents((current) => (on ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e)) : current.filter((e) => e !== event)));
    setErrors((current) => ({ ...current, events: undefined }));
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = ZWebhookInputSchema.safeParse({ url, events, isActive });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= text(issue.message);
      setErrors(found);
      return;
    }
    try {
      const answer = await save({ webhook: parsed.data, companyId }).unwrap();
      setErrors({});
      notify.success(t('integrations.webhook.saved'));
      if (answer.secret) onSecret(answer.secret);
    } catch (error) {
      const found: Errors = {};
      for (const issue of isApiError(error) ? (error.errors ?? []) : []) {
        if (issue.field === 'url' || issue.field === 'events') found[issue.field] ??= text(issue.message);
      }
      if (found.url || found.events) setErrors(found);
      else notify.error(failureText(error, 'integrations.webhook.saveFailed'));
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('integrations.webhook.url')}
        hint={t('integrations.webhook.urlHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        value={url}
        error={errors.url}
        required
        onChange={(e) => {
          setUrl(e.target.value);
          setErrors((current) => ({ ...current, url: undefined }));
        }}
      />
      <Choices aria-describedby={errors.events ? eventsErrorId : undefined}>
        <legend>{t('integrations.webhook.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            label={t(`integrations.events.${event.replace('booking.', '')}`)}
            hint={event}
            checked={events.includes(event)}
            onCheckedChange={(on) => toggle(event, on)}
          />
        ))}
      </Choices>
      <div role="alert"><FieldMessages error={errors.events} errorId={eventsErrorId} /></div>
      <Switch label={t('integrations.webhook.active')} description={t('integrations.webhook.activeHint')} checked={isActive} onCheckedChange={setActive} />
      <Actions>
        <Button type="submit" loading={isLoading}>{webhook ? t('integrations.webhook.save') : t('integrations.webhook.create')}</Button>
      </Actions>
    </Form>
  );
}
