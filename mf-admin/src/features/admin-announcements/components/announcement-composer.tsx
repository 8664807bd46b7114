import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { FieldMessages } from '@pitchside/shared-ui/field';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { isApiError, isRetryableError } from '@pitchside/shared-api/client/api-errors';
import { useSendAnnouncementMutation } from '@pitchside/shared-api/client/announcements-api';
import {
  ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CHANNELS, ANNOUNCEMENT_KINDS, ANNOUNCEMENT_LIMITS, ZAnnouncementCreateSchema,
  type AnnouncementAudience, type AnnouncementChannel, type AnnouncementCreate, type AnnouncementDraft, type AnnouncementKind,
} from '@pitchside/shared-api/contracts/announcements';
import { CardGrid } from '../../../components/admin.styles';
import { fieldErrorsOf, useAdminText } from '../../../lib/use-admin-text';
import { NS } from '../../../locales/namespace';
import { AnnouncementPreview } from './announcement-preview';
import {
  Actions, ChannelOptions, Fieldset, KindHint, KindName, KindOption, KindOptions, Legend,
} from './announcements.styles';
import { CompanyPicker, type ChosenCompany } from './company-picker';
import { useAnnouncementText, inOrder } from './use-announcement-text';
import { useIdempotencyKey } from './use-idempotency-key';

interface Values {
  kind: AnnouncementKind;
  title: string;
  message: string;
  audience: AnnouncementAudience;
  /** Kept while another audience is chosen, sent only for `company`. */
  company: ChosenCompany | null;
  channels: AnnouncementChannel[];
}

type Field = 'title' | 'message' | 'companyId' | 'channels';
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { kind: 'system', title: '', message: '', audience: 'all', company: null, channels: ['in_app', 'email'] };
const FIELDS: readonly Field[] = ['title', 'message', 'companyId', 'channels'];

/** The request of the form's values (the company only for the one-company audience). */
const requestOf = (values: Values): AnnouncementCreate => ({
  kind: values.kind,
  title: values.title,
  message: values.message,
  audience: values.audience,
  ...(values.audience === 'company' && values.company ? { companyId: values.company.id } : {}),
  channels: inOrder(values.channels),
});

/** The field an objection is about (`channels.0` → `channels`), when the form has it. */
const fieldOf = (path: string): Field | undefined => FIELDS.find((field) => path === field || path.startsWith(`${field}.`));

/**
 * The composer (POST /admin/announcements): kind, title, message, audience (one company found with a search),
 * channels, beside a live preview of the notification and the e-mail. The contract checks the draft first;
 * a confirmation names who receives it and how; the message is sent with one Idempotency-Key (a double click
 * or a retry after a lost answer sends it once), and the toast says how many people it goes to.
 */
export function AnnouncementComposer() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { message, failure } = useAdminText();
  const { audiencePhrase, channelsPhrase } = useAnnouncementText();
  const titleId = useId();
  const kindName = useId();
  const channelsErrorId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<AnnouncementDraft | null>(null);
  const [send] = useSendAnnouncementMutation();
  const keys = useIdempotencyKey();
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const toggle = (channel: AnnouncementChannel, on: boolean) =>
    set({ channels: on ? inOrder([...values.channels, channel]) : values.channels.filter((c) => c !== channel) });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZAnnouncementCreateSchema.safeParse(requestOf(values));
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !found[field]) found[field] = message(issue.message);
      }
      setErrors(found);
      notify.error(t('announcements.form.fixErrors'));
      return;
    }
    setErrors({});
    setConfirming(checked.data);
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      const { recipients } = await send({ ...confirming, idempotencyKey: keys.keyFor(confirming) }).unwrap();
      keys.settle();
      notify.success(t('announcements.sent', { count: recipients, number: format.number(recipients) }));
      setValues(EMPTY);
      setErrors({});
    } catch (caught) {
      keys.settle(caught);
      const named = fieldErrorsOf(caught);
      if (named) {
        const found: Errors = {};
        for (const [path, text] of Object.entries(named)) {
          const field = fieldOf(path);
          if (field) found[field] = message(text);
        }
        setErrors(found);
        notify.error(t('announcements.form.fixErrors'));
        return;
      }
      if (isApiError(caught) && caught.status === 404) {
        // The company is gone: said at the company, to choose another.
        setErrors({ companyId: message(caught.message) });
        notify.error(message(caught.message));
        return;
      }
      notify.error(failure(caught, 'announcements.sendFailed'));
      // The outcome is unknown (no answer, a 5xx): the dialog stays open to send again, with the same key.
      if (!isApiError(caught) || isRetryableError(caught)) throw caught;
    }
  };

  return (
    <CardGrid>
      <Card as="section" aria-labelledby={titleId}>
        <CardHeader titleId={titleId} title={t('announcements.form.title')} description={t('announcements.form.text')} />
        <form noValidate aria-labelledby={titleId} onSubmit={review}>
          <Stack gap={5}>
            <Fieldset>
              <Legend>{t('announcements.form.kind')}</Legend>
              <KindOptions>
                {ANNOUNCEMENT_KINDS.map((kind) => (
                  <KindOption key={kind}>
                    <KindName>
                      <input type="radio" name={kindName} value={kind} checked={values.kind === kind} aria-describedby={`${kindName}-${kind}`}
                        onChange={() => set({ kind })} />
                      {t(`announcements.kinds.${kind}`)}
                    </KindName>
                    <KindHint id={`${kindName}-${kind}`}>{t(`announcements.kindHints.${kind}`)}</KindHint>
                  </KindOption>
                ))}
              </KindOptions>
            </Fieldset>

            <TextField label={t('announcements.form.titleLabel')} required value={values.title} error={errors.title}
              hint={t('announcements.form.lengthHint', { max: format.number(ANNOUNCEMENT_LIMITS.title), length: format.number(values.title.length) })}
              onChange={(event) => set({ title: event.target.value })} />
            <TextArea label={t('announcements.form.message')} required rows={6} value={values.message} error={errors.message}
              hint={t('announcements.form.messageHint', { max: format.number(ANNOUNCEMENT_LIMITS.message), length: format.number(values.message.length) })}
              onChange={(event) => set({ message: event.target.value })} />

            <NativeSelect label={t('announcements.form.audience')} hint={t('announcements.form.audienceHint')} value={values.audience}
              options={ANNOUNCEMENT_AUDIENCES.map((audience) => ({ value: audience, label: t(`announcements.audience.labels.${audience}`) }))}
              onChange={(event) => set({ audience: event.target.value as AnnouncementAudience })} />
            {values.audience === 'company' && (
              <CompanyPicker value={values.company} error={errors.companyId} onChange={(company) => set({ company })} />
            )}

            <Fieldset aria-describedby={errors.channels ? channelsErrorId : undefined}>
              <Legend>{t('announcements.form.channels')}</Legend>
              <ChannelOptions>
                {ANNOUNCEMENT_CHANNELS.map((channel) => (
                  <Checkbox key={channel} label={t(`announcements.channels.${channel}`)} checked={values.channels.includes(channel)}
                    onCheckedChange={(on) => toggle(channel, on)} />
                ))}
              </ChannelOptions>
              <FieldMessages error={errors.channels} errorId={channelsErrorId} />
            </Fieldset>

            <Actions>
              <Button type="submit">{t('announcements.form.review')}</Button>
            </Actions>
          </Stack>
        </form>
      </Card>

      <AnnouncementPreview kind={values.kind} title={values.title} message={values.message} channels={values.channels} />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => { if (!open) setConfirming(null); }}
        title={t(`announcements.confirm.title.${confirming?.kind ?? values.kind}`)}
        description={confirming ? t('announcements.confirm.text', {
          title: confirming.title,
          audience: audiencePhrase(confirming.audience, values.company?.name),
          channels: channelsPhrase(confirming.channels),
        }) : ''}
        confirmLabel={t('announcements.confirm.send')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
      >
        {confirming?.kind === 'newsletter' && confirming.channels.includes('email') && <p>{t('announcements.confirm.newsletter')}</p>}
      </ConfirmDialog>
    </CardGrid>
  );
}
