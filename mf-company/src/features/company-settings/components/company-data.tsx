import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useExportCompanyDataMutation, useImportCompanyDataMutation } from '@pitchside/shared-api/client/company-data-api';
import {
  COMPANY_DATA_MESSAGES, type CompanyDataFormat, type ImportResult, type ImportRowError,
} from '@pitchside/shared-api/contracts/company-data';
import { useSubscriptionMessage } from '../../../lib/use-subscription-message';
import { NS } from '../../../locales/namespace';
import { useContractMessage } from '../../../lib/use-contract-message';
import { Hint } from '../../../components/layout.styles';

/** How many refused rows are listed; the rest are counted. */
const ROWS_LISTED = 20;

type Outcome = { kind: 'done'; result: ImportResult } | { kind: 'invalid'; rows: ImportRowError[]; total: number } | { kind: 'failed'; message: string };

function invalidRows(details: unknown): { rows: ImportRowError[]; total: number } | undefined {
  const value = details as { rows?: ImportRowError[]; total?: number } | undefined;
  return Array.isArray(value?.rows) ? { rows: value.rows, total: value.total ?? value.rows.length } : undefined;
}

/**
 * The company's locations, fields and employees out (JSON or CSV) and back in: an import checks every
 * row first and adds nothing when one is wrong, listing the rows to correct.
 */
export function CompanyData({ companyId }: { companyId?: string | undefined }) {
  const { t } = useTranslation(NS);
  const dataText = useContractMessage(COMPANY_DATA_MESSAGES, 'settings.data.messages');
  const planText = useSubscriptionMessage();
  const [exportData, exporting] = useExportCompanyDataMutation();
  const [importData, importing] = useImportCompanyDataMutation();
  const [format, setFormat] = useState<CompanyDataFormat>('json');
  const [file, setFile] = useState<File | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const titleId = useId();

  const download = async (chosen: CompanyDataFormat) => {
    setFormat(chosen);
    try {
      await exportData({ companyId, format: chosen }).unwrap();
      notify.success(t('settings.data.exported'));
    } catch {
      notify.error(t('settings.data.exportFailed'));
    }
  };

  const send = async () => {
    if (!file) return;
    setOutcome(undefined);
    try {
      const result = await importData({ companyId, file, filename: file.name }).unwrap();
      setOutcome({ kind: 'done', result });
      setFile(undefined);
    } catch (error) {
      const invalid = isApiError(error) ? invalidRows(error.details) : undefined;
      if (invalid) setOutcome({ kind: 'invalid', ...invalid });
      else if (isApiError(error) && error.status > 0 && error.status < 500) setOutcome({ kind: 'failed', message: planText(dataText(error.message))! });
      else setOutcome({ kind: 'failed', message: t('settings.data.importFailed') });
    }
  };

  const counts = (c: ImportResult['created']) => t('settings.data.counts', { locations: c.locations, fields: c.fields, employees: c.employees });

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('settings.data.title')} description={t('settings.data.subtitle')} />
      <Stack gap={4}>
        <Stack direction="row" gap={3} wrap>
          {(['json', 'csv'] as const).map((kind) => (
            <Button key={kind} variant="outline" loading={exporting.isLoading && format === kind} disabled={exporting.isLoading}
              onClick={() => void download(kind)}>
              {t(`settings.data.export.${kind}`)}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" gap={3} wrap align="center">
          <label>
            <Hint as="span">{t('settings.data.choose')}</Hint>{' '}
            <input type="file" accept=".json,.csv,application/json,text/csv"
              onChange={(event) => { setFile(event.target.files?.[0]); setOutcome(undefined); }} />
          </label>
          <Button disabled={!file} loading={importing.isLoading} onClick={() => void send()}>{t('settings.data.import')}</Button>
        </Stack>
        <Hint>{t('settings.data.rules')}</Hint>
        {outcome?.kind === 'done' && (
          <Alert tone="success" title={t('settings.data.imported')} onDismiss={() => setOutcome(undefined)}>
            <p>{t('settings.data.created', { counts: counts(outcome.result.created) })}</p>
            <p>{t('settings.data.skipped', { counts: counts(outcome.result.skipped) })}</p>
          </Alert>
        )}
        {outcome?.kind === 'invalid' && (
          <Alert tone="error" title={t('settings.data.messages.invalid')}>
            <ul aria-label={t('settings.data.rowErrors')}>
              {outcome.rows.slice(0, ROWS_LISTED).map((row) => (
                <li key={`${row.record}-${row.row}-${row.field}`}>
                  {t('settings.data.rowError', { record: t(`settings.data.records.${row.record}`), row: row.row, field: row.field, message: dataText(row.message) })}
                </li>
              ))}
            </ul>
            {outcome.total > ROWS_LISTED && <p>{t('settings.data.moreErrors', { count: outcome.total - ROWS_LISTED })}</p>}
          </Alert>
        )}
        {outcome?.kind === 'failed' && <Alert tone="error" title={outcome.message} onDismiss={() => setOutcome(undefined)} />}
      </Stack>
    </Card>
  );
}
