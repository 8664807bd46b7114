import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useGetEmailTemplatesQuery } from '@pitchside/shared-api/client/email-templates-api';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from '@pitchside/shared-api/contracts/email-templates';
import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { Pickers } from './components/email-templates.styles';
import { TemplateEditor } from './components/template-editor';

/**
 * `/company/settings/email-templates` (the company owner, or a super admin with `?companyId=`): the
 * company's wording of the booking e-mails its customers receive, per e-mail and language.
 */
export function EmailTemplatesPage() {
  const { t, i18n } = useTranslation(NS);
  const { allowed, companyId, needsCompany, companyQuery, args } = useOwnerCompany();
  const list = useGetEmailTemplatesQuery(args, { skip: !allowed || needsCompany });
  const [kind, setKind] = useState<EmailTemplateKind>('confirmed');
  const [language, setLanguage] = useState<LanguageCode>(() => (LANGUAGES.some((l) => l.code === i18n.language) ? (i18n.language as LanguageCode) : 'en'));
  const settingsLink = `/company/settings${companyQuery}`;

  const body = () => {
    if (!allowed || (isApiError(list.error) && list.error.status === 403)) return <NoPermission error={list.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (list.isLoading) {
      return <SkeletonGroup label={t('emailTemplates.loading')}><Skeleton shape="rect" height="28rem" /></SkeletonGroup>;
    }
    if (list.isError || !list.data) return <LoadError message={t('emailTemplates.loadError')} onRetry={() => void list.refetch()} />;
    const template = list.data.templates.find((x) => x.kind === kind && x.language === language);
    return (
      <Stack gap={5}>
        <Pickers>
          <NativeSelect label={t('emailTemplates.kind')} value={kind} onChange={(e) => setKind(e.target.value as EmailTemplateKind)}
            options={EMAIL_TEMPLATE_KINDS.map((value) => ({ value, label: t(`emailTemplates.kinds.${value}`) }))} />
          <NativeSelect label={t('emailTemplates.language')} value={language} onChange={(e) => setLanguage(e.target.value as LanguageCode)}
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))} />
        </Pickers>
        {template && (
          <Card>
            <TemplateEditor key={`${kind}-${language}-${template.updatedAt ?? 'platform'}`} template={template}
              placeholders={list.data.placeholders} companyId={companyId} />
          </Card>
        )}
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('emailTemplates.title')} description={t('emailTemplates.subtitle')}
        actions={<Button asChild variant="outline"><Link to={settingsLink}>{t('integrations.backToSettings')}</Link></Button>} />
      {body()}
    </Page>
  );
}
