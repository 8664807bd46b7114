import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useUpdatePlatformSettingsMutation } from '@pitchside/shared-api/client/admin-api';
import {
  ZPlatformSettingsUpdateSchema, type PlatformSettings, type PlatformSettingsUpdate,
} from '@pitchside/shared-api/contracts/admin';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@pitchside/shared-api/contracts/company-profile';
import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { Muted } from '../../../components/admin.styles';
import { fieldErrorsOf, useAdminText } from '../../../lib/use-admin-text';
import { NS } from '../../../locales/namespace';
import { BannerPreview } from './banner-preview';
import { LanguageRow, SaveBar } from './settings.styles';

/** The longest banner message per language (ZMaintenanceBannerSchema). */
export const BANNER_MESSAGE_MAX = 300;

interface Values {
  enabled: boolean;
  message: Record<LanguageCode, string>;
  companyRegistrationOpen: boolean;
  defaultPlan: SubscriptionPlan;
  supportEmail: string;
}

const valuesOf = (settings: PlatformSettings): Values => ({
  enabled: settings.maintenanceBanner.enabled,
  message: { ...settings.maintenanceBanner.message },
  companyRegistrationOpen: settings.companyRegistrationOpen,
  defaultPlan: settings.defaultPlan,
  supportEmail: settings.supportEmail,
});

const updateOf = (values: Values, updatedAt: string): PlatformSettingsUpdate => ({
  maintenanceBanner: { enabled: values.enabled, message: values.message },
  companyRegistrationOpen: values.companyRegistrationOpen,
  defaultPlan: values.defaultPlan,
  supportEmail: values.supportEmail.trim(),
  updatedAt,
});

/**
 * The platform's settings (PUT /admin/settings): the maintenance banner in each language with its live
 * preview, whether companies may register, the plan new companies start on, the support address. The
 * contract checks the values first; the API's objections (400) show at the inputs they name.
 */
export function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { message, failure } = useAdminText();
  const bannerId = useId();
  const companiesId = useId();
  const supportId = useId();
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useUpdatePlatformSettingsMutation();
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const error = (path: string) => errors[path];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update = updateOf(values, settings.updatedAt);
    const checked = ZPlatformSettingsUpdateSchema.safeParse(update);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [
        issue.path.join('.'),
        issue.code === 'too_big' ? t('messages.tooLong', { max: BANNER_MESSAGE_MAX }) : message(issue.message),
      ])));
      notify.error(t('settings.fixErrors'));
      return;
    }
    try {
      await save(update).unwrap();
      setErrors({});
      notify.success(t('settings.saved'));
    } catch (caught) {
      const named = fieldErrorsOf(caught);
      if (named) {
        setErrors(Object.fromEntries(Object.entries(named).map(([field, text]) => [field, message(text)])));
        notify.error(t('settings.fixErrors'));
      } else notify.error(failure(caught, 'settings.saveFailed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('settings.formLabel')}>
      <Stack gap={5}>
        <Card as="section" aria-labelledby={bannerId}>
          <CardHeader titleId={bannerId} title={t('settings.banner.title')} description={t('settings.banner.text')} />
          <Stack gap={4}>
            <Switch label={t('settings.banner.enabled')} description={t('settings.banner.enabledHint')} checked={values.enabled}
              onCheckedChange={(enabled) => set({ enabled })} />
            {LANGUAGES.map((language) => (
              <LanguageRow key={language.code}>
                <TextArea
                  label={t('settings.banner.message', { language: t(`settings.banner.languages.${language.code}`) })}
                  hint={t('settings.banner.messageHint', { max: BANNER_MESSAGE_MAX })}
                  required={language.code === 'en' && values.enabled}
                  lang={language.code}
                  dir={language.direction}
                  rows={3}
                  value={values.message[language.code]}
                  error={error(`maintenanceBanner.message.${language.code}`)}
                  onChange={(event) => set({ message: { ...values.message, [language.code]: event.target.value } })}
                />
                <BannerPreview language={language} name={t(`settings.banner.languages.${language.code}`)} message={values.message[language.code]} enabled={values.enabled} />
              </LanguageRow>
            ))}
          </Stack>
        </Card>

        <Card as="section" aria-labelledby={companiesId}>
          <CardHeader titleId={companiesId} title={t('settings.companies.title')} />
          <Stack gap={4}>
            <Switch label={t('settings.companies.registration')} description={t('settings.companies.registrationHint')}
              checked={values.companyRegistrationOpen} onCheckedChange={(companyRegistrationOpen) => set({ companyRegistrationOpen })} />
            <NativeSelect label={t('settings.companies.defaultPlan')} hint={t('settings.companies.defaultPlanHint')} value={values.defaultPlan}
              error={error('defaultPlan')}
              options={SUBSCRIPTION_PLANS.map((plan) => ({ value: plan, label: t(`companies.plans.${plan}`) }))}
              onChange={(event) => set({ defaultPlan: event.target.value as SubscriptionPlan })} />
          </Stack>
        </Card>

        <Card as="section" aria-labelledby={supportId}>
          <CardHeader titleId={supportId} title={t('settings.support.title')} />
          <TextField type="email" inputMode="email" autoComplete="email" required label={t('settings.support.email')}
            hint={t('settings.support.emailHint')} value={values.supportEmail} error={error('supportEmail')}
            onChange={(event) => set({ supportEmail: event.target.value })} />
        </Card>

        <SaveBar>
          <Muted>{t('settings.updatedAt', { time: format.dateTime(settings.updatedAt) })}</Muted>
          <Button type="submit" loading={saving.isLoading}>{t('settings.save')}</Button>
        </SaveBar>
      </Stack>
    </form>
  );
}
