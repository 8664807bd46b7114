import { useForm } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { GENDERS, ZProfileUpdateRequestSchema, type ProfileUpdateRequest, type UserProfile } from '@pitchside/shared-api/contracts/profile';
import { Actions, FieldRow, Form } from '../../components/form.styles';
import { requestResolver } from '../../lib/request-resolver';
import { useMessageText } from '../../lib/use-error-text';
import { useSaveProfile } from './use-save-profile';

interface PersonalValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
}
type Name = keyof PersonalValues;

const valuesOf = (p: UserProfile): PersonalValues => ({
  firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone ?? '', dateOfBirth: p.dateOfBirth ?? '',
  gender: p.gender ?? '', nationality: p.nationality ?? '',
});

/** Empty optional fields clear the value on the server (null). */
const orNull = (value: string) => (value.trim() === '' ? null : value);
const toRequest = (v: PersonalValues) => ({
  ...v, phone: orNull(v.phone), dateOfBirth: orNull(v.dateOfBirth), gender: orNull(v.gender), nationality: orNull(v.nationality),
});

/** Name, contact and personal details; only the changed fields are sent. */
export function PersonalInfoForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const { save, saving } = useSaveProfile();
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, dirtyFields } } = useForm<PersonalValues, unknown, ProfileUpdateRequest>({
    resolver: requestResolver(ZProfileUpdateRequestSchema, toRequest),
    values: valuesOf(profile),
    resetOptions: { keepDirtyValues: true },
  });

  async function submit(request: ProfileUpdateRequest) {
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((name) => [name, request[name as Name]]));
    const outcome = await save(changed);
    if (outcome.ok) return reset(valuesOf(outcome.profile));
    for (const issue of outcome.error.fieldIssues) {
      if (issue.field in dirtyFields) setError(issue.field as Name, { message: issue.message });
    }
  }

  const field = (name: Name) => ({ error: text(errors[name]?.message), ...register(name) });
  const genders = GENDERS.map((gender) => ({ value: gender, label: t(`profile.genderOptions.${gender}`) }));

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <FieldRow>
        <TextField label={t('fields.firstName')} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required {...field('lastName')} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required hint={t('profile.emailChangeHint')} {...field('email')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('fields.dateOfBirth')} type="date" min="1900-01-01" autoComplete="bday" {...field('dateOfBirth')} />
        <NativeSelect label={t('fields.gender')} placeholder={t('profile.notSpecified')} options={genders} {...field('gender')} />
        <TextField label={t('fields.nationality')} autoComplete="country-name" {...field('nationality')} />
      </FieldRow>
      <Actions>
        <Button type="submit" loading={saving} disabled={!isDirty}>
          {t('common.save')}
        </Button>
      </Actions>
    </Form>
  );
}
