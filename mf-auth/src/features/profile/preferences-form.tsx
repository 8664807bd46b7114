import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { changeLanguage } from '@pitchside/shared-ui/i18n';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import { languageChanged, themeChanged } from '@pitchside/shared-api/client/preferences-slice';
import { LANGUAGES } from '@pitchside/shared-api/contracts/language';
import { CURRENCIES, THEMES, type Preferences, type UserProfile } from '@pitchside/shared-api/contracts/profile';
import { Actions, FieldRow, Form } from '../../components/form.styles';
import { useSaveProfile } from './use-save-profile';

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Language, theme, currency and time zone; saved to the profile and applied at once. */
export function PreferencesForm({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { save, saving } = useSaveProfile();
  const { register, handleSubmit, reset, formState: { isDirty } } = useForm<Preferences>({ values: profile.preferences });
  const zones = useMemo(() => timeZones(profile.preferences.timezone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), [profile.preferences.timezone]);

  async function submit(preferences: Preferences) {
    const outcome = await save({ preferences });
    if (!outcome.ok) return;
    reset(outcome.profile.preferences);
    dispatch(themeChanged(preferences.theme));
    const changed = await changeLanguage(i18n, preferences.language);
    if (changed.ok) dispatch(languageChanged(changed.language));
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <FieldRow>
        <NativeSelect label={t('preferences.language')} options={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))} {...register('language')} />
        <NativeSelect label={t('preferences.theme')} options={THEMES.map((theme) => ({ value: theme, label: t(`preferences.${theme}`) }))} {...register('theme')} />
      </FieldRow>
      <FieldRow>
        <NativeSelect label={t('preferences.currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} {...register('currency')} />
        <NativeSelect label={t('preferences.timezone')} options={zones} {...register('timezone')} />
      </FieldRow>
      <Actions>
        <Button type="submit" loading={saving} disabled={!isDirty}>
          {t('common.save')}
        </Button>
      </Actions>
    </Form>
  );
}
