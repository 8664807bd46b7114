import { useId } from 'react';
import type { CompanyFieldsResponse } from '@pitchside/shared-api/contracts/field';
import { Alert } from '@pitchside/shared-ui/alert';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Hint, Section } from '../../../components/layout.styles';
import { NS } from '../../../locales/namespace';

interface FieldChoicesProps {
  query: { data?: CompanyFieldsResponse | undefined; isLoading: boolean; isError: boolean };
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
}

/** The company's published fields a promotion is limited to (none chosen: all of them). */
export function FieldChoices({ query, chosen, onChange, error }: FieldChoicesProps) {
  const { t } = useTranslation(NS);
  const hintId = useId();
  const body = () => {
    if (query.isLoading) return <SkeletonGroup label={t('promotions.form.fieldsLoading')}><Skeleton shape="rect" height="3rem" /></SkeletonGroup>;
    if (query.isError || !query.data) return <Alert tone="warning">{t('promotions.form.fieldsError')}</Alert>;
    if (query.data.fields.length === 0) return <Hint>{t('promotions.form.noFields')}</Hint>;
    return query.data.fields.map((field) => (
      <Checkbox key={field.id} label={field.name} checked={chosen.includes(field.id)}
        onCheckedChange={(on) => onChange(on ? [...chosen, field.id] : chosen.filter((id) => id !== field.id))} />
    ));
  };
  return (
    <Section aria-describedby={hintId}>
      <legend>{t('promotions.form.fields')}</legend>
      <Hint id={hintId}>{t('promotions.form.fieldsHint')}</Hint>
      {body()}
      {error && <Alert tone="error">{error}</Alert>}
    </Section>
  );
}
