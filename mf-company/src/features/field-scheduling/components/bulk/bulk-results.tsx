import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Badge } from '@pitchside/shared-ui/badge';
import { Stack } from '@pitchside/shared-ui/stack';
import type { BulkScheduleResult } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../../locales/namespace';
import { useFieldMessage } from '../../lib/use-field-messages';
import { Row, RowDetail, RowList, RowText, RowTitle } from '../list.styles';

export interface BulkResultsProps {
  results: BulkScheduleResult['results'];
  /** Field names by id (a result names only the id). */
  names: ReadonlyMap<string, string>;
}

/** How the bulk change went, field by field. */
export function BulkResults({ results, names }: BulkResultsProps) {
  const { t } = useTranslation(NS);
  const text = useFieldMessage();
  const updated = results.filter((result) => result.ok).length;
  return (
    <Stack gap={3}>
      <Alert tone={updated === results.length ? 'success' : 'warning'} title={t('bulkSchedule.resultSummary', { updated, count: results.length })} />
      <RowList aria-label={t('bulkSchedule.resultsLabel')}>
        {results.map((result) => (
          <Row key={result.fieldId}>
            <RowText>
              <RowTitle as="span">
                {names.get(result.fieldId) ?? result.fieldId}
                <Badge tone={result.ok ? 'success' : 'danger'}>{t(result.ok ? 'bulkSchedule.ok' : 'bulkSchedule.notUpdated')}</Badge>
              </RowTitle>
              {!result.ok && result.message && <RowDetail>{text(result.message)}</RowDetail>}
            </RowText>
          </Row>
        ))}
      </RowList>
    </Stack>
  );
}
