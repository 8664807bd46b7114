import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  useCreateLocationMutation, useDeleteLocationMutation, useSetPrimaryLocationMutation, useUpdateLocationMutation,
} from '@pitchside/shared-api/client/company-profile-api';
import { ZLocationInputSchema, type CompanyLocation } from '@pitchside/shared-api/contracts/company-profile';
import { NS } from '../../../locales/namespace';
import { FormGrid, Hint, Meta, Name, Row, Rows } from '../../../components/layout.styles';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { issuesByPath, useProfileMessage } from './profile-texts';

interface Draft { id?: string; name: string; phone: string; address: typeof EMPTY_ADDRESS }
const EMPTY: Draft = { name: '', phone: '', address: EMPTY_ADDRESS };

interface Props {
  locations: readonly CompanyLocation[];
  companyId?: string | undefined;
}

/** The company's locations: exactly one primary (docs/product/states.md), add, edit, make primary, remove. */
export function CompanyLocations({ locations, companyId }: Props) {
  const { t } = useTranslation(NS);
  const text = useProfileMessage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<CompanyLocation | null>(null);
  const [create, creating] = useCreateLocationMutation();
  const [update, updating] = useUpdateLocationMutation();
  const [remove] = useDeleteLocationMutation();
  const [setPrimary] = useSetPrimaryLocationMutation();
  const error = (path: string) => text(errors[path]);

  const save = async () => {
    if (!draft) return;
    const input = { name: draft.name, phone: draft.phone, ...draft.address };
    const parsed = ZLocationInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(issuesByPath(parsed.error.issues));
    try {
      if (draft.id) await update({ companyId, id: draft.id, changes: input }).unwrap();
      else await create({ companyId, location: input }).unwrap();
      notify.success(t(draft.id ? 'profile.messages.locationUpdated' : 'profile.messages.locationCreated'));
      setDraft(null);
    } catch (caught) {
      if (isApiError(caught) && caught.errors?.length) setErrors(issuesByPath(caught.errors));
      else notify.error(t('profile.locations.saveFailed'));
    }
  };
  const makePrimary = async (location: CompanyLocation) => {
    try {
      await setPrimary({ companyId, id: location.id }).unwrap();
      notify.success(t('profile.messages.primarySet'));
    } catch {
      notify.error(t('profile.locations.saveFailed'));
    }
  };
  const open = (location?: CompanyLocation) => {
    setErrors({});
    setDraft(location
      ? { id: location.id, name: location.name, phone: location.phone ?? '', address: { street: location.street, city: location.city, state: location.state, postalCode: location.postalCode, country: location.country } }
      : EMPTY);
  };

  return (
    <Card>
      <CardHeader title={t('profile.locations.title')} description={t('profile.locations.hint')}
        action={<Button variant="outline" size="sm" onClick={() => open()}>{t('profile.locations.add')}</Button>} />
      {locations.length === 0 ? <Hint>{t('profile.locations.none')}</Hint> : (
        <Rows aria-label={t('profile.locations.title')}>
          {locations.map((location) => (
            <Row key={location.id}>
              <span />
              <Name>
                <strong>{location.name}</strong>
                <span>{[location.street, location.city, location.state, location.postalCode, location.country].join(', ')}</span>
              </Name>
              <Meta data-wide>
                {location.isPrimary && <Badge tone="success">{t('profile.locations.primary')}</Badge>}
                <span>{t('profile.locations.fields', { count: location.fieldCount })}</span>
              </Meta>
              {location.isPrimary ? <span data-wide /> : (
                <Button size="sm" variant="ghost" data-wide onClick={() => void makePrimary(location)}>{t('profile.locations.makePrimary')}</Button>
              )}
              <Stack direction="row" gap={1}>
                <Button size="sm" variant="ghost" onClick={() => open(location)}>{t('employees.actions.edit')}</Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(location)}>{t('employees.actions.delete')}</Button>
              </Stack>
            </Row>
          ))}
        </Rows>
      )}
      <Dialog open={draft !== null} onOpenChange={(isOpen) => { if (!isOpen) setDraft(null); }} size="lg"
        title={draft?.id ? t('profile.locations.editTitle', { name: draft.name }) : t('profile.locations.addTitle')}
        footer={(
          <>
            <Button variant="outline" onClick={() => setDraft(null)}>{t('employees.form.cancel')}</Button>
            <Button onClick={() => void save()} loading={creating.isLoading || updating.isLoading}>{t('employees.form.save')}</Button>
          </>
        )}>
        {draft && (
          <Stack gap={4}>
            <FormGrid>
              <TextField label={t('profile.locations.name')} required value={draft.name} error={error('name')} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
              <TextField label={t('profile.fields.phone')} type="tel" value={draft.phone} error={error('phone')} onChange={(event) => setDraft({ ...draft, phone: event.target.value })} />
            </FormGrid>
            <AddressFields value={draft.address} onChange={(address) => setDraft({ ...draft, address })}
              errors={Object.fromEntries(['street', 'city', 'state', 'postalCode', 'country'].map((p) => [p, error(p)]))} />
          </Stack>
        )}
      </Dialog>
      <ConfirmDialog open={removing !== null} onOpenChange={(isOpen) => { if (!isOpen) setRemoving(null); }} tone="danger"
        title={t('profile.locations.deleteTitle', { name: removing?.name ?? '' })} description={t('profile.locations.deleteText')}
        confirmLabel={t('employees.actions.delete')} cancelLabel={t('employees.confirm.keep')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ companyId, id: removing.id }).unwrap();
            notify.success(t('profile.messages.locationDeleted'));
            setRemoving(null);
          } catch (caught) {
            notify.error(t('profile.locations.saveFailed'));
            throw caught;
          }
        }} />
    </Card>
  );
}
