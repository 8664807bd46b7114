import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { PROFILE_VISIBILITIES, type PrivacySettings, type UserProfile } from '@pitchside/shared-api/contracts/profile';
import { SettingsSwitchesForm, type SwitchSetting } from './settings-switches-form';
import { useSaveProfile } from './use-save-profile';

const KEYS = ['showEmail', 'showPhone', 'showBookingHistory'] as const satisfies readonly (keyof PrivacySettings)[];

/** Who sees the profile and which details it shows. */
export function PrivacySettingsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('auth');
  const { save, saving } = useSaveProfile();
  const switches: SwitchSetting<PrivacySettings>[] = KEYS.map((key) => ({ name: key, label: t(`privacy.${key}`) }));
  const visibilities = PROFILE_VISIBILITIES.map((value) => ({ value, label: t(`privacy.visibility.${value}`) }));
  return (
    <SettingsSwitchesForm
      values={profile.privacySettings}
      switches={switches}
      saving={saving}
      onSave={async (privacySettings) => {
        const outcome = await save({ privacySettings });
        return outcome.ok ? outcome.profile.privacySettings : null;
      }}
    >
      {(register) => <NativeSelect label={t('privacy.profileVisibility')} options={visibilities} {...register('profileVisibility')} />}
    </SettingsSwitchesForm>
  );
}
