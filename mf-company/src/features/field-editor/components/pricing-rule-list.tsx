import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EditIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { NS } from '../../../locales/namespace';
import type { RuleDraft } from '../model/field-draft';
import { RuleCard, RuleSummary, RuleTitle } from './pricing-step.styles';

interface PricingRuleListProps {
  rules: readonly RuleDraft[];
  /** Whether a rule has problems (it is then left out of the preview). */
  invalid: (index: number) => boolean;
  onEdit: (rule: RuleDraft) => void;
  onRemove: (rule: RuleDraft) => void;
}

/** The field's pricing rules, each with what it applies to, to edit or remove. */
export function PricingRuleList({ rules, invalid, onEdit, onRemove }: PricingRuleListProps) {
  const { t, i18n } = useTranslation(NS);
  const summary = (rule: RuleDraft) =>
    [
      t('editor.pricing.summaryMultiplier', { value: rule.priceMultiplier }),
      t('editor.pricing.summaryPriority', { value: rule.priority }),
      rule.dayOfWeek === '' ? t('editor.pricing.everyDay') : formatWeekday(Number(rule.dayOfWeek), i18n.language),
      rule.startTime && rule.endTime ? `${rule.startTime}–${rule.endTime}` : t('editor.pricing.anyTime'),
      rule.minDuration ? t('editor.pricing.summaryMinDuration', { value: rule.minDuration }) : '',
      rule.startDate || rule.endDate ? `${rule.startDate || '…'} – ${rule.endDate || '…'}` : '',
    ].filter(Boolean).join(' · ');

  return (
    <Stack as="ul" gap={2} aria-label={t('editor.pricing.rules')}>
      {rules.map((rule, index) => (
        <RuleCard key={rule.key} $invalid={invalid(index)}>
          <div>
            <RuleTitle>{rule.name || t('editor.pricing.unnamed')}</RuleTitle>
            <RuleSummary>{summary(rule)}</RuleSummary>
            {invalid(index) && <RuleSummary $tone="danger">{t('editor.pricing.ruleInvalid')}</RuleSummary>}
          </div>
          <Stack direction="row" gap={2}>
            <Button variant="ghost" size="sm" startIcon={<EditIcon size={16} />} aria-label={t('editor.pricing.editNamed', { name: rule.name })} onClick={() => onEdit(rule)}>
              {t('editor.pricing.edit')}
            </Button>
            <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />} aria-label={t('editor.pricing.removeNamed', { name: rule.name })} onClick={() => onRemove(rule)}>
              {t('editor.pricing.remove')}
            </Button>
          </Stack>
        </RuleCard>
      ))}
    </Stack>
  );
}
