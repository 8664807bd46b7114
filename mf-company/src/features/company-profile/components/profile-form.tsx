import { useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useRemoveCompanyLogoMutation, useUpdateCompanyProfileMutation } from '@pitchside/shared-api/client/company-profile-api';
import {
  ZCompanyProfileUpdateSchema, type BusinessHours, type CompanyAddress, type CompanyProfile, type CompanyProfileUpdate,
} from '@pitchside/shared-api/contracts/company-profile';
import { CURRENCIES, type Currency } from '@pitchside/shared-api/contracts/field-constants';
import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { ChipChoice } from '../../../components/chip-choice';
import { NS } from '../../../locales/namespace';
import { FormGrid, Hint, Section } from '../../../components/layout.styles';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { Logo, LogoRow, UsualCurrency } from './profile.styles';
import { issuesByPath, useProfileMessage } from './profile-texts';

const TEXT_FIELDS = [
  'name', 'legalName', 'website', 'businessEmail', 'phone', 'timezone', 'businessType', 'industry', 'taxId', 'licenseNumber',
  'registrationNumber', 'foundedYear',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
/** Monday first, as a working week reads; days keep the API's numbers (0 = Sunday). */
const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

interface Values {
  text: Record<TextFieldName, string>;
  description: string;
  registered: CompanyAddress;
  billing: CompanyAddress;
  billingSame: boolean;
  hours: Record<number, { open: string; close: string } | null>;
  languages: LanguageCode[];
  currencies: CompanyProfile['currencies'];
  /** The usual currency: the one figures list first. */
  primaryCurrency: Currency;
}

/** The usual currency as saved: the chosen one while it is selected, else the first selected (as the server does). */
const usualOf = (v: Pick<Values, 'currencies' | 'primaryCurrency'>): Currency | undefined =>
  v.currencies.includes(v.primaryCurrency) ? v.primaryCurrency : v.currencies[0];

function valuesOf(p: CompanyProfile): Values {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, p[name] === null || p[name] === undefined ? '' : String(p[name])])) as Record<TextFieldName, string>;
  return {
    text, description: p.description, registered: p.registeredAddress ?? EMPTY_ADDRESS, billing: p.billingAddress ?? EMPTY_ADDRESS,
    billingSame: !p.billingAddress || JSON.stringify(p.billingAddress) === JSON.stringify(p.registeredAddress),
    hours: Object.fromEntries(DAYS.map((day) => {
      const found = p.businessHours.find((h) => h.dayOfWeek === day);
      return [day, found ? { open: found.open, close: found.close } : null];
    })),
    languages: p.languages, currencies: p.currencies, primaryCurrency: p.primaryCurrency,
  };
}

const blankAddress = (a: CompanyAddress) => Object.values(a).every((v) => v.trim() === '');

function changesOf(v: Values): CompanyProfileUpdate {
  const hours: BusinessHours = DAYS.flatMap((day) => (v.hours[day] ? [{ dayOfWeek: day, ...v.hours[day]! }] : []));
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, v.text[name].trim() === '' ? (name === 'name' ? '' : null) : v.text[name].trim()])),
    foundedYear: v.text.foundedYear.trim() === '' ? null : Number(v.text.foundedYear),
    description: v.description,
    registeredAddress: blankAddress(v.registered) ? null : v.registered,
    billingAddress: v.billingSame ? (blankAddress(v.registered) ? null : v.registered) : blankAddress(v.billing) ? null : v.billing,
    businessHours: hours, languages: v.languages, currencies: v.currencies, primaryCurrency: usualOf(v),
  } as CompanyProfileUpdate;
}

interface Props {
  profile: CompanyProfile;
  companyId?: string | undefined;
}

/**
 * The company's details, addresses, opening hours, languages, currencies and the usual one, and its logo, saved as one
 * multipart form (docs/product/validation.md). The contract checks the values first; the API's answer is shown at the inputs it names.
 */
export function ProfileForm({ profile, companyId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const text = useProfileMessage();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [logo, setLogo] = useState<File | undefined>();
  const [save, saving] = useUpdateCompanyProfileMutation();
  const [removeLogo, removing] = useRemoveCompanyLogoMutation();
  const error = (path: string) => text(errors[path]);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(values);
    const parsed = ZCompanyProfileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      notify.error(t('profile.messages.fixErrors'));
      return;
    }
    try {
      await save({ companyId, changes, logo }).unwrap();
      notify.success(t('profile.messages.updated'));
      setErrors({});
      setLogo(undefined);
    } catch (caught) {
      if (isApiError(caught) && caught.errors?.length) setErrors(issuesByPath(caught.errors));
      notify.error(isApiError(caught) && caught.status < 500 && caught.message ? text(caught.message)! : t('profile.messages.updateFailed'));
    }
  };

  const drop = async () => {
    try {
      await removeLogo(companyId ? { companyId } : undefined).unwrap();
      notify.success(t('profile.messages.logoRemoved'));
    } catch {
      notify.error(t('profile.messages.logoFailed'));
    }
  };

  const field = (name: TextFieldName, extra: { type?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'url'; required?: boolean } = {}) => (
    <TextField label={t(`profile.fields.${name}`)} value={values.text[name]} error={error(name)} type={extra.type} inputMode={extra.inputMode} required={extra.required}
      onChange={(event) => set({ text: { ...values.text, [name]: event.target.value } })} />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={5}>
        <Card>
          <CardHeader title={t('profile.sections.identity')} />
          <Stack gap={4}>
            <LogoRow>
              {profile.logoUrl ? <Logo src={profile.logoUrl} alt={t('profile.logo.alt', { name: profile.name })} /> : <Hint>{t('profile.logo.none')}</Hint>}
              <Stack gap={2}>
                <label>
                  <Hint as="span">{t('profile.logo.choose')}</Hint>
                  <input type="file" accept="image/png,image/jpeg,image/gif" onChange={(event) => setLogo(event.target.files?.[0])} />
                </label>
                {profile.logoUrl && <div><Button variant="ghost" size="sm" loading={removing.isLoading} onClick={() => void drop()}>{t('profile.logo.remove')}</Button></div>}
              </Stack>
            </LogoRow>
            <FormGrid>
              {field('name', { required: true })}
              {field('legalName')}
              {field('foundedYear', { inputMode: 'numeric' })}
              {field('website', { type: 'url', inputMode: 'url' })}
              {field('businessEmail', { type: 'email', inputMode: 'email' })}
              {field('phone', { type: 'tel', inputMode: 'tel' })}
              {field('timezone')}
              {field('businessType')}
              {field('industry')}
              {field('taxId')}
              {field('licenseNumber')}
              {field('registrationNumber')}
            </FormGrid>
            <TextArea label={t('profile.fields.description')} value={values.description} rows={4} error={error('description')}
              onChange={(event) => set({ description: event.target.value })} />
          </Stack>
        </Card>

        <Card>
          <CardHeader title={t('profile.sections.addresses')} />
          <Stack gap={4}>
            <Section>
              <legend>{t('profile.address.registered')}</legend>
              <AddressFields value={values.registered} onChange={(registered) => set({ registered })}
                errors={Object.fromEntries(['street', 'city', 'state', 'postalCode', 'country'].map((p) => [p, error(`registeredAddress.${p}`)]))} />
            </Section>
            <Checkbox label={t('profile.address.billingSame')} checked={values.billingSame} onCheckedChange={(billingSame) => set({ billingSame })} />
            {!values.billingSame && (
              <Section>
                <legend>{t('profile.address.billing')}</legend>
                <AddressFields value={values.billing} onChange={(billing) => set({ billing })}
                  errors={Object.fromEntries(['street', 'city', 'state', 'postalCode', 'country'].map((p) => [p, error(`billingAddress.${p}`)]))} />
              </Section>
            )}
          </Stack>
        </Card>

        <Card>
          <CardHeader title={t('profile.sections.hours')} description={t('profile.hours.hint')} />
          <Stack gap={3}>
            {DAYS.map((day) => {
              const hours = values.hours[day];
              return (
                <FormGrid key={day}>
                  <Checkbox label={formatWeekday(day, i18n.language)} checked={hours !== null}
                    onCheckedChange={(open) => set({ hours: { ...values.hours, [day]: open ? { open: '09:00', close: '17:00' } : null } })} />
                  {hours ? (
                    <>
                      <TextField type="time" label={t('profile.hours.open')} value={hours.open}
                        onChange={(event) => set({ hours: { ...values.hours, [day]: { ...hours, open: event.target.value } } })} />
                      <TextField type="time" label={t('profile.hours.close')} value={hours.close} error={hours.open >= hours.close ? t('profile.messages.hours') : undefined}
                        onChange={(event) => set({ hours: { ...values.hours, [day]: { ...hours, close: event.target.value } } })} />
                    </>
                  ) : <Hint>{t('profile.hours.closed')}</Hint>}
                </FormGrid>
              );
            })}
          </Stack>
        </Card>

        <Card>
          <CardHeader title={t('profile.sections.markets')} />
          <Stack gap={4}>
            <ChipChoice legend={t('profile.fields.languages')} options={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
              selected={values.languages} onChange={(languages) => set({ languages })} />
            <ChipChoice legend={t('profile.fields.currencies')} options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              selected={values.currencies} onChange={(currencies) => set({ currencies, primaryCurrency: usualOf({ currencies, primaryCurrency: values.primaryCurrency }) ?? values.primaryCurrency })} />
            <UsualCurrency>
              <NativeSelect label={t('profile.fields.primaryCurrency')} hint={t('profile.hints.primaryCurrency')} value={usualOf(values) ?? ''}
                disabled={values.currencies.length === 0} error={error('primaryCurrency')}
                options={CURRENCIES.filter((c) => values.currencies.includes(c)).map((c) => ({ value: c, label: c }))}
                onChange={(event) => set({ primaryCurrency: event.target.value as Currency })} />
            </UsualCurrency>
            {(errors.languages || errors.currencies) && <Hint role="alert">{t('profile.messages.pickOne')}</Hint>}
          </Stack>
        </Card>

        <div>
          <Button type="submit" loading={saving.isLoading}>{t('profile.save')}</Button>
        </div>
      </Stack>
    </form>
  );
}
