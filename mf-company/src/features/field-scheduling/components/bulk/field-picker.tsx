import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { FieldIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../../locales/namespace';
import { Actions } from '../form-layout.styles';
import { Row, RowList } from '../list.styles';

export interface FieldPickerProps {
  fields: readonly CompanyFieldSummary[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

const matches = (field: CompanyFieldSummary, query: string) =>
  `${field.name} ${field.city}`.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/** Checkbox list of the company's published fields and drafts, with search, select all and clear. */
export function FieldPicker({ fields, selected, onChange }: FieldPickerProps) {
  const { t } = useTranslation(NS);
  const [query, setQuery] = useState('');
  const visible = fields.filter((field) => matches(field, query));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  if (fields.length === 0) {
    return <EmptyState icon={<FieldIcon size={28} />} title={t('bulkSchedule.noFieldsTitle')} description={t('bulkSchedule.noFieldsText')} headingLevel={3} />;
  }
  return (
    <Stack gap={3}>
      <TextField type="search" label={t('bulkSchedule.search')} startIcon={<SearchIcon size={18} />} value={query}
        onChange={(event) => setQuery(event.target.value)} />
      <Actions>
        <Button variant="outline" size="sm" onClick={() => onChange(new Set([...selected, ...visible.map((field) => field.id)]))}>
          {t('bulkSchedule.selectAll')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(new Set())} disabled={selected.size === 0}>
          {t('bulkSchedule.clear')}
        </Button>
        <span role="status">{t('bulkSchedule.selected', { count: selected.size })}</span>
      </Actions>
      {visible.length === 0 ? (
        <p>{t('bulkSchedule.noMatch')}</p>
      ) : (
        <RowList aria-label={t('bulkSchedule.fieldsLabel')}>
          {visible.map((field) => (
            <Row key={field.id}>
              <Checkbox label={field.name} hint={field.city} checked={selected.has(field.id)}
                onCheckedChange={(on) => toggle(field.id, on)} />
              {field.publicationState === 'draft' && <Badge tone="neutral">{t('bulkSchedule.draft')}</Badge>}
            </Row>
          ))}
        </RowList>
      )}
    </Stack>
  );
}
