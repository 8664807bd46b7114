import { useTranslation } from '@pitchside/shared-ui/translation';
import type { NotificationSettings, UserProfile } from '@pitchside/shared-api/contracts/profile';
import { SettingsSwitchesForm, type SwitchSetting } from './settings-switches-form';
import { useSaveProfile } from './use-save-profile';

const KEYS = ['email', 'sms', 'push', 'bookingReminders', 'promotions', 'newsletter'] as const satisfies readonly (keyof NotificationSettings)[];

/** Which messages the user receives, and how. */
export function NotificationSettingsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('auth');
  const { save, saving } = useSaveProfile();
  const switches: SwitchSetting<NotificationSettings>[] = KEYS.map((key) => ({
    name: key, label: t(`notifications.${key}`), description: t(`notifications.${key}Hint`),
  }));
  return (
    <SettingsSwitchesForm
      values={profile.notificationSettings}
      switches={switches}
      saving={saving}
      onSave={async (notificationSettings) => {
        const outcome = await save({ notificationSettings });
        return outcome.ok ? outcome.profile.notificationSettings : null;
      }}
    />
  );
}
