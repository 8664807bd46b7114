import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useNavigate } from '@pitchside/shared-ui/router';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { ERROR_MESSAGES, isApiError } from '@pitchside/shared-api/client/api-errors';
import { useUpgradeToCompanyMutation } from '@pitchside/shared-api/client/company-profile-api';
import { ADMIN_ERROR_CODES } from '@pitchside/shared-api/contracts/admin-constants';
import { COMPANY_PROFILE_MESSAGES } from '@pitchside/shared-api/contracts/company-profile';
import { useContractMessage } from '../../../lib/use-contract-message';
import { NS } from '../../../locales/namespace';
import { browserTimeZone, timeZones, ZCompanyFormSchema, type CompanyFormOutput, type CompanyFormValues } from '../lib/company-form';
import { StartingPlans } from './starting-plans';
import { CardGrid, FormStack } from './upgrade.styles';

interface Props {
  /** Told when the form is sent (true) and when that failed (false). */
  onSending: (sending: boolean) => void;
}

/** A customer creates their company (POST /companies/upgrade) and becomes its owner, then goes to its profile. */
export function CreateCompany({ onSending }: Props) {
  const { t } = useTranslation(NS);
  const text = useContractMessage(COMPANY_PROFILE_MESSAGES, 'upgrade.create.messages');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [upgrade, { isLoading }] = useUpgradeToCompanyMutation();
  const zone = useMemo(browserTimeZone, []);
  const zoneOptions = useMemo(() => timeZones(zone).map((value) => ({ value, label: value.replaceAll('_', ' ') })), [zone]);
  const { register, handleSubmit, formState: { errors } } = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(ZCompanyFormSchema),
    defaultValues: { companyName: '', timezone: zone, businessEmail: '', phone: '' },
  });
  const error = (name: keyof CompanyFormValues) => text(errors[name]?.message);

  const submit = async (company: CompanyFormOutput) => {
    setFailure(null);
    onSending(true);
    try {
      await upgrade(company).unwrap();
      notify.success(t('upgrade.create.messages.upgraded'));
      void navigate('/company/profile', { replace: true });
    } catch (caught) {
      onSending(false);
      // The super admin has closed company registration: said in the reader's language.
      if (isApiError(caught) && caught.code === ADMIN_ERROR_CODES.registrationClosed) {
        setFailure(t('upgrade.create.registrationClosed'));
        return;
      }
      const known = isApiError(caught) && caught.status >= 400 && caught.status < 500 && caught.message !== ERROR_MESSAGES.default;
      setFailure(known ? text(caught.message)! : t('upgrade.create.failed'));
    }
  };

  return (
    <Page>
      <PageHeader title={t('upgrade.create.title')} description={t('upgrade.create.subtitle')} />
      <CardGrid>
        <Card as="section" aria-labelledby="create-company-title">
          <CardHeader titleId="create-company-title" title={t('upgrade.create.formTitle')} />
          <FormStack noValidate onSubmit={handleSubmit(submit)}>
            {failure && <Alert tone="error">{failure}</Alert>}
            <TextField label={t('upgrade.create.companyName')} required autoComplete="organization" error={error('companyName')} {...register('companyName')} />
            <NativeSelect label={t('upgrade.create.timezone')} hint={t('upgrade.create.timezoneHint')} options={zoneOptions}
              error={error('timezone')} {...register('timezone')} />
            <TextField label={t('upgrade.create.businessEmail')} type="email" inputMode="email" autoComplete="email"
              error={error('businessEmail')} {...register('businessEmail')} />
            <TextField label={t('upgrade.create.phone')} type="tel" inputMode="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
            <div>
              <Button type="submit" loading={isLoading}>{t('upgrade.create.submit')}</Button>
            </div>
          </FormStack>
        </Card>
        <StartingPlans />
      </CardGrid>
    </Page>
  );
}
