import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  useDeleteCompanyDocumentMutation, useDownloadCompanyDocumentMutation, useUpdateCompanyProfileMutation,
} from '@pitchside/shared-api/client/company-profile-api';
import { COMPANY_PROFILE_LIMITS as L, type CompanyProfile, type CompanyProfileUpdate } from '@pitchside/shared-api/contracts/company-profile';
import { NS } from '../../../locales/namespace';
import { Hint, Meta, Name, Row, Rows } from '../../../components/layout.styles';
import { useProfileMessage } from './profile-texts';

interface Props {
  profile: CompanyProfile;
  companyId?: string | undefined;
}

/** Insurance documents: kept privately (downloaded with the owner's session), PDF, JPEG or PNG, 5 at most. */
export function CompanyDocuments({ profile, companyId }: Props) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const text = useProfileMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [upload, uploading] = useUpdateCompanyProfileMutation();
  const [remove] = useDeleteCompanyDocumentMutation();
  const [download] = useDownloadCompanyDocumentMutation();
  const size = (bytes: number) => format.unit(bytes / 1024, 'kilobyte', { display: 'short', maximumFractionDigits: 0 });

  const send = async () => {
    try {
      await upload({ companyId, changes: {} as CompanyProfileUpdate, insuranceDocuments: files }).unwrap();
      notify.success(t('profile.documents.uploaded'));
      setFiles([]);
    } catch (error) {
      notify.error(isApiError(error) && error.status < 500 ? text(error.message)! : t('profile.messages.updateFailed'));
    }
  };

  return (
    <Card>
      <CardHeader title={t('profile.documents.title')} description={t('profile.documents.hint', { count: L.documentsMax })} />
      <Stack gap={4}>
        {profile.insuranceDocuments.length === 0 ? <Hint>{t('profile.documents.none')}</Hint> : (
          <Rows aria-label={t('profile.documents.title')}>
            {profile.insuranceDocuments.map((doc) => (
              <Row key={doc.id}>
                <span />
                <Name><strong>{doc.filename}</strong><span>{size(doc.size)}</span></Name>
                <Meta data-wide>{format.date(doc.uploadedAt)}</Meta>
                <Button size="sm" variant="ghost" onClick={() => void download({ companyId, id: doc.id, filename: doc.filename }).unwrap().catch(() => notify.error(t('profile.documents.downloadFailed')))}>
                  {t('profile.documents.download')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void remove({ companyId, id: doc.id }).unwrap().then(() => notify.success(t('profile.documents.removed')), () => notify.error(t('profile.messages.updateFailed')))}>
                  {t('profile.documents.remove')}
                </Button>
              </Row>
            ))}
          </Rows>
        )}
        {profile.insuranceDocuments.length < L.documentsMax && (
          <Stack direction="row" gap={3} wrap align="center">
            <label>
              <Hint as="span">{t('profile.documents.choose')}</Hint>{' '}
              <input type="file" multiple accept="application/pdf,image/jpeg,image/png" onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
            </label>
            <Button variant="outline" disabled={files.length === 0} loading={uploading.isLoading} onClick={() => void send()}>{t('profile.documents.upload')}</Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
